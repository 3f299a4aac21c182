import { matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_LEVEL_TITLES, isAdmin } from '@tmc/shared/roles';
import { isSellerCode } from '@tmc/shared/seller-code';
import { paths } from '../../config/paths';
import { sellerListScopeOf } from '../../features/admin-sellers/api/get-admin-sellers';
import { AdminSellerDropdowns } from '../../features/admin-sellers/components/admin-seller-dropdowns';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { ADMIN_ACCESS, ADMIN_SECTIONS } from './admin-sections';
import { AreaLayout, type AreaSection } from './area-layout';

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
      headerNav={<AdminSellerDropdowns scope={sellerListScopeOf(principal)} selectedCode={selectedCode} selectedLocation={selectedLocation} />}
    />
  );
}

/** The seller code of the page (/sellers/{code}/...), else the signed-in seller's own. */
function useCabinetSellerCode(): string | null {
  const { pathname } = useLocation();
  const { profile } = useSignInStatus();
  const fromPath = matchPath('/sellers/:sellerCode/*', pathname)?.params.sellerCode;
  if (fromPath && isSellerCode(fromPath)) return fromPath;
  return profile?.sellerCode ?? null;
}

/** The seller cabinet's sections: those of one seller once its code is known, then the terms. */
export function sellerCabinetSections(code: string | null): AreaSection[] {
  return [
    ...(code
      ? [
          { key: 'entities', href: paths.sellerEntities.getHref(code), labelKey: 'seller.sections.entities' },
          { key: 'deals', href: paths.sellerDeals.getHref(code), labelKey: 'seller.sections.deals' },
          { key: 'profile', href: paths.sellerProfile.getHref(code), labelKey: 'seller.sections.profile' },
        ]
      : []),
    { key: 'agreement', href: paths.sellerAgreement.getHref(), labelKey: 'seller.sections.agreement' },
    { key: 'rules', href: paths.rules.getHref(), labelKey: 'seller.sections.rules' },
  ];
}

/** The sellers module's layout: the seller cabinet with its sections; each page asks for sign-in itself. */
export function SellersLayout() {
  const { t } = useTranslation();
  const code = useCabinetSellerCode();
  return (
    <AreaLayout
      titleKey="seller.heading"
      menuLabelKey="seller.menuLabel"
      toSiteKey="seller.toSite"
      subtitle={code ? t('seller.codeLabel', { code }) : null}
      sections={sellerCabinetSections(code)}
    />
  );
}
