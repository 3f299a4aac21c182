import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout, LayoutPending } from './layouts/app-layout';
import { DeferredRouteError } from './layouts/deferred';
import { requireSellerCode, requireUuid } from './route-params';

/** A route whose page is its own chunk, loaded when the route is first visited. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * Every route of the specification's route table (section 2). The module (buyers / sellers / admins)
 * is chosen by the root layout from the host and the path, so the same paths work on every host.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./routes/home')) },

  { path: paths.account.path, ...page(() => import('./routes/account')) },
  { path: paths.accountAuth.path, ...page(() => import('./routes/account-auth')) },
  { path: paths.accountPassword.path, ...page(() => import('./routes/account-password')) },
  { path: paths.search.path, ...page(() => import('./routes/search')) },
  { path: paths.tmcItem.path, ...page(() => import('./routes/tmc-item')) },
  { path: paths.latest.path, ...page(() => import('./routes/latest')) },
  { path: paths.favourites.path, ...page(() => import('./routes/favourites')) },
  { path: paths.placement.path, ...page(() => import('./routes/placement')) },
  { path: '/subscription', element: <Navigate to={paths.subscriptionKeyword.getHref()} replace /> },
  { path: paths.subscriptionKeyword.path, ...page(() => import('./routes/subscription-keyword')) },
  { path: paths.subscriptionUnsubscribe.path, ...page(() => import('./routes/subscription-unsubscribe')) },
  { path: paths.cart.path, ...page(() => import('./routes/cart')) },

  { path: paths.sellers.path, ...page(() => import('./routes/sellers')) },
  { path: paths.sellerAgreement.path, ...page(() => import('./routes/seller-agreement')) },
  { path: paths.sellerEntities.path, loader: requireSellerCode, ...page(() => import('./routes/seller-entities')) },
  { path: paths.sellerEntityNew.path, loader: requireSellerCode, ...page(() => import('./routes/seller-entity-form')) },
  { path: paths.sellerEntityEdit.path, loader: requireSellerCode, ...page(() => import('./routes/seller-entity-form')) },
  { path: paths.sellerImport.path, loader: requireSellerCode, ...page(() => import('./routes/seller-import')) },
  { path: paths.sellerDeals.path, loader: requireSellerCode, ...page(() => import('./routes/seller-deals')) },
  { path: paths.sellerInput.path, ...page(() => import('./routes/seller-input')) },
  { path: paths.sellerProfile.path, loader: requireSellerCode, ...page(() => import('./routes/seller-profile')) },
  { path: paths.sellerPublic.path, loader: requireSellerCode, ...page(() => import('./routes/seller-public')) },
  { path: paths.sellerReport.path, loader: requireSellerCode, ...page(() => import('./routes/seller-report')) },
  { path: paths.sellerSettings.path, loader: requireSellerCode, ...page(() => import('./routes/seller-settings')) },
  { path: paths.sellerCabinetAgreement.path, loader: requireSellerCode, ...page(() => import('./routes/seller-agreement')) },

  { path: paths.rules.path, ...page(() => import('./routes/rules')) },
  { path: paths.about.path, ...page(() => import('./routes/about')) },
  { path: paths.services.path, ...page(() => import('./routes/services')) },
  { path: paths.sellProduct.path, ...page(() => import('./routes/sell-product')) },
  { path: paths.contacts.path, ...page(() => import('./routes/contacts')) },
  { path: paths.details.path, ...page(() => import('./routes/details')) },
  { path: paths.stat.path, ...page(() => import('./routes/stat')) },
  { path: paths.eula.path, ...page(() => import('./routes/eula')) },
  { path: paths.tariff.path, ...page(() => import('./routes/tariff')) },
  { path: paths.blog.path, ...page(() => import('./routes/blog')) },
  { path: paths.blogPost.path, ...page(() => import('./routes/blog-post')) },
  { path: paths.review.path, ...page(() => import('./routes/review')) },
  { path: paths.corporation.path, loader: requireUuid('id'), ...page(() => import('./routes/corporation')) },

  { path: paths.admin.home.path, ...page(() => import('./routes/admin-home')) },
  { path: paths.admin.sellers.path, ...page(() => import('./routes/admin-sellers')) },
  {
    path: paths.admin.sellerEntities.path,
    loader: requireSellerCode,
    ...page(() => import('./routes/admin-seller-entities')),
  },
  {
    path: paths.admin.sellerImport.path,
    loader: requireSellerCode,
    ...page(() => import('./routes/admin-seller-import')),
  },
  {
    path: paths.admin.sellerDeals.path,
    loader: requireSellerCode,
    ...page(() => import('./routes/admin-seller-deals')),
  },
  {
    path: paths.admin.sellerProfile.path,
    loader: requireSellerCode,
    ...page(() => import('./routes/admin-seller-profile')),
  },
  { path: paths.admin.settings.path, ...page(() => import('./routes/admin-settings')) },
  {
    path: paths.admin.settingsEntities.path,
    loader: requireSellerCode,
    ...page(() => import('./routes/admin-settings-entities')),
  },
  { path: paths.admin.buyers.path, ...page(() => import('./routes/admin-buyers')) },
  { path: paths.admin.buyer.path, loader: requireUuid('buyerId'), ...page(() => import('./routes/admin-buyer')) },
  { path: paths.admin.curators.path, ...page(() => import('./routes/admin-curators')) },
  { path: paths.admin.curator.path, ...page(() => import('./routes/admin-curator')) },
  { path: paths.admin.dispatchers.path, ...page(() => import('./routes/admin-dispatchers')) },
  { path: paths.admin.corporations.path, ...page(() => import('./routes/admin-corporations')) },
  {
    path: paths.admin.corporation.path,
    loader: requireUuid('id'),
    ...page(() => import('./routes/admin-corporation')),
  },
  { path: paths.admin.premium.path, ...page(() => import('./routes/admin-premium')) },
  { path: paths.admin.moderation.path, ...page(() => import('./routes/admin-moderation')) },
  { path: paths.admin.postModeration.path, ...page(() => import('./routes/admin-post-moderation')) },
  { path: paths.admin.callbacks.path, ...page(() => import('./routes/admin-callbacks')) },
  { path: paths.admin.deals.path, ...page(() => import('./routes/admin-deals')) },
  { path: paths.admin.invoices.path, ...page(() => import('./routes/admin-invoices')) },
  { path: paths.admin.report.path, ...page(() => import('./routes/admin-report')) },
  { path: paths.admin.logs.path, ...page(() => import('./routes/admin-logs')) },
  { path: paths.admin.audit.path, ...page(() => import('./routes/admin-audit')) },
  { path: paths.admin.logsAggregated.path, ...page(() => import('./routes/admin-logs-aggregated')) },
  { path: paths.admin.reviews.path, ...page(() => import('./routes/admin-reviews')) },
  { path: paths.admin.blog.path, ...page(() => import('./routes/admin-blog')) },
  { path: paths.admin.content.path, ...page(() => import('./routes/admin-ticker')) },
  { path: paths.admin.services.path, ...page(() => import('./routes/admin-services')) },
  { path: paths.admin.profile.path, ...page(() => import('./routes/admin-profile')) },

  { path: '*', ...page(() => import('../components/not-found').then((m) => ({ default: m.NotFoundPage }))) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: DeferredRouteError,
    HydrateFallback: LayoutPending,
    // The pathless child keeps the layout (top bar, footer) around a page's error or 404.
    children: [{ ErrorBoundary: DeferredRouteError, children: pageRoutes }],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
