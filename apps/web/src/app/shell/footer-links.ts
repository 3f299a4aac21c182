import { paths } from '../../config/paths';

/** The footer links of the specification (section 2), in its order; labels are i18n keys. */
export const FOOTER_LINKS = [
  { key: 'about', href: paths.about.getHref(), labelKey: 'footer.links.about' },
  { key: 'eula', href: paths.eula.getHref(), labelKey: 'footer.links.eula' },
  { key: 'services', href: paths.services.getHref(), labelKey: 'footer.links.services' },
  { key: 'blog', href: paths.blog.getHref(), labelKey: 'footer.links.blog' },
  { key: 'details', href: paths.details.getHref(), labelKey: 'footer.links.details' },
  { key: 'rules', href: paths.rules.getHref(), labelKey: 'footer.links.rules' },
  { key: 'tariff', href: paths.tariff.getHref(), labelKey: 'footer.links.tariff' },
  { key: 'review', href: paths.review.getHref(), labelKey: 'footer.links.review' },
  { key: 'contacts', href: paths.contacts.getHref(), labelKey: 'footer.links.contacts' },
  { key: 'sell-product', href: paths.sellProduct.getHref(), labelKey: 'footer.links.sellProduct' },
  { key: 'stat', href: paths.stat.getHref(), labelKey: 'footer.links.stat' },
] as const;

/** The company started work on the site in 2022: '2022–2025', or '2022' in 2022 itself. */
export const COPYRIGHT_FIRST_YEAR = 2022;

export function copyrightYears(currentYear: number): string {
  return currentYear > COPYRIGHT_FIRST_YEAR ? `${COPYRIGHT_FIRST_YEAR}–${currentYear}` : String(COPYRIGHT_FIRST_YEAR);
}
