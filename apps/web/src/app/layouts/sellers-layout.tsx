import { matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSellerCode } from '@tmc/shared/seller-code';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { AreaLayout, type AreaSection } from './area-layout';

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
export default function SellersLayout() {
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
