import { describe, expect, it } from 'vitest';
import { buildMainMenu } from './main-menu';

describe('buildMainMenu', () => {
  it('gives Поиск, Новые, Подписка, Блог to a visitor', () => {
    expect(buildMainMenu({ signedIn: false, subscriptionExpiredAt: null }).map((i) => i.href)).toEqual([
      '/search',
      '/latest',
      '/subscription/keyword',
      '/blog',
    ]);
  });

  it('adds Избранное before Блог for a signed-in user', () => {
    expect(buildMainMenu({ signedIn: true, subscriptionExpiredAt: null }).map((i) => i.key)).toEqual([
      'search',
      'latest',
      'subscription',
      'favourites',
      'blog',
    ]);
  });

  it("notes the subscription's end as dd.MM.yy, and nothing for an unreadable date", () => {
    const withDate = buildMainMenu({ signedIn: true, subscriptionExpiredAt: '2026-03-01T00:00:00+03:00' });
    expect(withDate.find((i) => i.key === 'subscription')?.note).toBe('01.03.26');
    const broken = buildMainMenu({ signedIn: true, subscriptionExpiredAt: 'soon' });
    expect(broken.find((i) => i.key === 'subscription')?.note).toBeUndefined();
  });
});
