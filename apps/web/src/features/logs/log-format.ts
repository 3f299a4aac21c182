import { formatDateTime, formatDay } from '../../lib/dates';

/** The date and time of a log row in Moscow time, to the second: 'dd.MM.yyyy HH:mm:ss'. */
export const formatLogTime = formatDateTime;

/** A Moscow day 'yyyy-mm-dd' as 'dd.MM.yyyy'. */
export const formatLogDay = formatDay;

/**
 * The pages that log a view (usePageViewLog's keys) and their titles in ru.json (`pages.<key>.title`);
 * the home page's title is a slogan, so it has a name of its own (`buyerLog.pageNames.index`).
 */
const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  index: 'buyerLog.pageNames.index',
  about: 'pages.about.title',
  contacts: 'pages.contacts.title',
  details: 'pages.details.title',
  eula: 'pages.eula.title',
  rules: 'pages.rules.title',
  'sell-product': 'pages.sellProduct.title',
  services: 'pages.services.title',
  stat: 'pages.stat.title',
  tariff: 'pages.tariff.title',
};

/** The i18n key of a logged page's Russian name, or null for a method that is no page (an action). */
export function logPageTitleKey(method: string): string | null {
  return PAGE_TITLE_KEYS[method] ?? null;
}
