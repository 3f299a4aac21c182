import { paths } from '../../config/paths';
import { formatShortDate } from '../../lib/dates';

export interface MainMenuItem {
  key: 'search' | 'latest' | 'subscription' | 'favourites' | 'blog';
  href: string;
  /** i18n key of the label */
  labelKey: string;
  /** 'до dd.MM.yy' next to 'Подписка' */
  note?: string | undefined;
}

/**
 * The landing top bar menu (specification, section 2): Поиск, Новые, Подписка (with the end date of an
 * active subscription), Избранное for signed-in users, Блог.
 */
export function buildMainMenu(options: { signedIn: boolean; subscriptionExpiredAt: string | null }): MainMenuItem[] {
  const until = formatShortDate(options.subscriptionExpiredAt);
  const items: MainMenuItem[] = [
    { key: 'search', href: paths.search.getHref(), labelKey: 'topBar.menu.search' },
    { key: 'latest', href: paths.latest.getHref(), labelKey: 'topBar.menu.latest' },
    {
      key: 'subscription',
      href: paths.subscriptionKeyword.getHref(),
      labelKey: 'topBar.menu.subscription',
      note: until ?? undefined,
    },
  ];
  if (options.signedIn) {
    items.push({ key: 'favourites', href: paths.favourites.getHref(), labelKey: 'topBar.menu.favourites' });
  }
  items.push({ key: 'blog', href: paths.blog.getHref(), labelKey: 'topBar.menu.blog' });
  return items;
}
