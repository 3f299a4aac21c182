import { matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_LEVEL_TITLES, isAdmin, isSellerUser } from '@tmc/shared/roles';
import { isSellerCode } from '@tmc/shared/seller-code-rule';
import { paths } from '../../config/paths';
import { sellerListScopeOf } from '../../features/admin-sellers/api/get-admin-sellers';
import { AdminSellerDropdowns } from '../../features/admin-sellers/components/admin-seller-dropdowns';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useCabinet } from '../../features/cabinet/api/get-cabinet';
import { ADMIN_ACCESS, ADMIN_SECTIONS } from './admin-sections';
import { AreaLayout, type AreaAccess, type AreaSection } from './area-layout';

// The two cabinets of the specification (section 2, 'Module selection'), each a configuration of
// AreaLayout, in one module that app-layout.tsx loads lazily: buyers never download it.

/** The admin module's layout: its own header 'Администрирование', a side menu of the sections, the page. */
export function AdminsLayout() {
  const { profile, principal } = useSignInStatus();
  const level = profile && isAdmin(principal) && profile.permission !== 'STANDART' ? ADMIN_LEVEL_TITLES[profile.permission] : null;
  const { pathname } = useLocation();
  const opened =
    matchPath(`${paths.admin.sellers.path}/:sellerCode/*`, pathname) ?? matchPath(`${paths.admin.settings.path}/:sellerCode/*`, pathname);
  const selectedCode = opened?.params.sellerCode && isSellerCode(opened.params.sellerCode) ? opened.params.sellerCode : null;
  const selectedLocation = selectedCode ? (pathname.startsWith(paths.admin.settings.path) ? 'settings' : 'sellers') : null;
  return (
    <AreaLayout
      titleKey="admin.heading"
      menuLabelKey="admin.menuLabel"
      toSiteKey="admin.toSite"
      subtitle={level && profile ? `${level} · ${profile.email}` : null}
      sections={ADMIN_SECTIONS}
      access={ADMIN_ACCESS}
      headerNav={<AdminSellerDropdowns scope={sellerListScopeOf(principal)} selectedCode={selectedCode} selectedLocation={selectedLocation} principal={principal} />}
    />
  );
}

/** The seller code in the page's path (/sellers/{code}/...), or null. */
function usePathSellerCode(): string | null {
  const { pathname } = useLocation();
  const fromPath = matchPath('/sellers/:sellerCode/*', pathname)?.params.sellerCode;
  return fromPath && isSellerCode(fromPath) ? fromPath : null;
}

/** The seller cabinet's sections: those of one seller once its code is known, then the terms. */
export function sellerCabinetSections(code: string | null): AreaSection[] {
  if (!code) {
    // The supplier's rules (/rules would be the buyers' agreement outside the sellers' host).
    return [{ key: 'rules', href: paths.sellerAgreement.getHref(), labelKey: 'seller.sections.rules' }];
  }
  return [
    { key: 'entities', href: paths.sellerEntities.getHref(code), labelKey: 'seller.sections.entities' },
    { key: 'import', href: paths.sellerImport.getHref(code), labelKey: 'seller.sections.import' },
    { key: 'deals', href: paths.sellerDeals.getHref(code), labelKey: 'seller.sections.deals' },
    { key: 'report', href: paths.sellerReport.getHref(code), labelKey: 'seller.sections.report' },
    { key: 'tariff', href: paths.sellerTariff.getHref(code), labelKey: 'seller.sections.tariff' },
    { key: 'settings', href: paths.sellerSettings.getHref(code), labelKey: 'seller.sections.settings' },
    { key: 'agreement', href: paths.sellerCabinetAgreement.getHref(code), labelKey: 'seller.sections.agreement' },
    // The representative's own profile; a curator has its own in the admin module.
    { key: 'profile', href: paths.sellerProfile.getHref(code), labelKey: 'seller.sections.profile', visible: isSellerUser },
  ];
}

/**
 * The sellers module's layout. A page of one seller (/sellers/{code}/...) is its cabinet: the server says
 * whether the caller is its representative or its curator (GET /api/cabinet/{code}); anyone else sees
 * 'no access'. Without a code (/sellers/agreement) the pages are open, and a representative's menu leads
 * to its own cabinet.
 */
export function SellersLayout() {
  const { t } = useTranslation();
  const { status, profile } = useSignInStatus();
  const pathCode = usePathSellerCode();
  const cabinet = useCabinet(pathCode, status === 'signed-in');
  const code = pathCode ?? profile?.sellerCode ?? null;
  const access: AreaAccess | undefined = pathCode
    ? {
        allowed: () => cabinet.isSuccess,
        pending: cabinet.isPending,
        signInRequiredKey: 'seller.signInRequired',
        forbiddenKey: 'seller.noAccess',
      }
    : undefined;
  const title = cabinet.data ? `${cabinet.data.title} · ${t('seller.codeLabel', { code: cabinet.data.sellerCode })}` : null;
  const readOnly = cabinet.data?.mode === 'curator' ? ` · ${t('seller.readOnly')}` : '';
  return (
    <AreaLayout
      titleKey="seller.heading"
      menuLabelKey="seller.menuLabel"
      toSiteKey="seller.toSite"
      subtitle={pathCode ? (title ? title + readOnly : null) : code ? t('seller.codeLabel', { code }) : null}
      sections={sellerCabinetSections(code)}
      {...(access ? { access } : {})}
    />
  );
}
