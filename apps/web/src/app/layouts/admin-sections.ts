import {
  canHandleCallbacks,
  canManagePlatform,
  canModerateGoods,
  canReadAuditLog,
  canViewGoodsQueue,
  isAdmin,
  isCurator,
  type Principal,
} from '@tmc/shared/roles';
import { paths } from '../../config/paths';
import { visibleSections, type AreaAccess, type AreaSection } from './area-layout';

const platform = canManagePlatform;
const dispatch = canHandleCallbacks;

/** The admin module shows its pages and menu to administrators, dispatchers and curators only. */
export const ADMIN_ACCESS: AreaAccess = {
  allowed: isAdmin,
  signInRequiredKey: 'admin.signInRequired',
  forbiddenKey: 'admin.forbidden',
};

export const ADMIN_SECTIONS: readonly AreaSection[] = [
  { key: 'home', href: paths.admin.home.getHref(), labelKey: 'admin.sections.home', visible: isAdmin, end: true },
  { key: 'sellers', href: paths.admin.sellers.getHref(), labelKey: 'admin.sections.sellers', visible: isAdmin },
  { key: 'moderation', href: paths.admin.moderation.getHref(), labelKey: 'tmc.moderation.title', visible: canViewGoodsQueue },
  { key: 'postModeration', href: paths.admin.postModeration.getHref(), labelKey: 'tmc.postModeration.title', visible: canModerateGoods },
  { key: 'settings', href: paths.admin.settings.getHref(), labelKey: 'admin.sections.settings', visible: platform },
  { key: 'premium', href: paths.admin.premium.getHref(), labelKey: 'admin.sections.premium', visible: platform },
  { key: 'buyers', href: paths.admin.buyers.getHref(), labelKey: 'admin.sections.buyers', visible: dispatch },
  { key: 'callbacks', href: paths.admin.callbacks.getHref(), labelKey: 'admin.sections.callbacks', visible: dispatch },
  { key: 'curators', href: paths.admin.curators.getHref(), labelKey: 'admin.sections.curators', visible: platform },
  { key: 'dispatchers', href: paths.admin.dispatchers.getHref(), labelKey: 'admin.sections.dispatchers', visible: platform },
  { key: 'corporations', href: paths.admin.corporations.getHref(), labelKey: 'admin.sections.corporations', visible: platform },
  {
    key: 'deals',
    href: paths.admin.deals.getHref(),
    labelKey: 'admin.sections.deals',
    visible: (p) => platform(p) || isCurator(p),
  },
  { key: 'invoices', href: paths.admin.invoices.getHref(), labelKey: 'admin.sections.invoices', visible: platform },
  { key: 'tiers', href: paths.admin.tiers.getHref(), labelKey: 'admin.sections.tiers', visible: platform },
  { key: 'subscriptions', href: paths.admin.subscriptions.getHref(), labelKey: 'admin.sections.subscriptions', visible: platform },
  { key: 'report', href: paths.admin.report.getHref(), labelKey: 'admin.sections.report', visible: platform },
  { key: 'audit', href: paths.admin.audit.getHref(), labelKey: 'admin.sections.audit', visible: canReadAuditLog },
  { key: 'logs', href: paths.admin.logs.getHref(), labelKey: 'admin.sections.logs', visible: platform },
  {
    key: 'logs-aggregated',
    href: paths.admin.logsAggregated.getHref(),
    labelKey: 'admin.sections.logsAggregated',
    visible: platform,
  },
  { key: 'blog', href: paths.admin.blog.getHref(), labelKey: 'admin.sections.blog', visible: platform },
  { key: 'reviews', href: paths.admin.reviews.getHref(), labelKey: 'admin.sections.reviews', visible: platform },
  { key: 'content', href: paths.admin.content.getHref(), labelKey: 'admin.sections.content', visible: platform },
  { key: 'services', href: paths.admin.services.getHref(), labelKey: 'admin.sections.services', visible: platform },
  { key: 'profile', href: paths.admin.profile.getHref(), labelKey: 'admin.sections.profile', visible: isAdmin },
];

export function visibleAdminSections(principal: Principal | null): AreaSection[] {
  return visibleSections(ADMIN_SECTIONS, principal, ADMIN_ACCESS);
}
