import { describe, expect, it } from 'vitest';
import type { SellerListItem } from '@tmc/shared/sellers';
import { buildSellerMenu, sellerMenuHref } from './seller-menu';
import { matchesTitlePrefix, normaliseTitle, titleWithoutLegalForm } from './title-prefix';

function seller(sellerCode: string, title: string, extra: Partial<SellerListItem> = {}): SellerListItem {
  return {
    sellerCode,
    title,
    shortName: null,
    deletedAt: null,
    endConditionAt: null,
    premium: true,
    businessCard: null,
    ...extra,
  };
}

const today = '2025-06-15';
const options = { query: '', location: 'sellers' as const, admin: false, selectedCode: null, today };

describe('title prefix filter', () => {
  it('matches the start of the title, ignoring case and ё/е', () => {
    expect(matchesTitlePrefix('Стальторг', 'сталь')).toBe(true);
    expect(matchesTitlePrefix('Стальторг', 'СТАЛЬ')).toBe(true);
    expect(matchesTitlePrefix('Ёлка-Снаб', 'елка')).toBe(true);
    expect(matchesTitlePrefix('Елка-Снаб', 'ёлк')).toBe(true);
  });

  it('is a prefix match, not a substring match', () => {
    expect(matchesTitlePrefix('Стальторг', 'торг')).toBe(false);
    expect(matchesTitlePrefix('ООО «Ромашка»', 'машка')).toBe(false);
  });

  it('skips a leading legal form and its quotes', () => {
    expect(matchesTitlePrefix('ООО «Ромашка»', 'ром')).toBe(true);
    expect(matchesTitlePrefix('АО "Трубный завод"', 'трубный з')).toBe(true);
    expect(matchesTitlePrefix('ИП Иванов И. И.', 'иванов')).toBe(true);
    expect(matchesTitlePrefix('Общество с ограниченной ответственностью «Вектор»', 'вект')).toBe(true);
  });

  it('still matches a query that starts with the legal form', () => {
    expect(matchesTitlePrefix('ООО «Ромашка»', 'ооо ром')).toBe(true);
    expect(matchesTitlePrefix('ООО «Ромашка»', 'ООО «Ром')).toBe(true);
  });

  it('does not take the beginning of a word for a legal form', () => {
    expect(titleWithoutLegalForm('Аорта-Мед')).toBe('аорта-мед');
    expect(titleWithoutLegalForm('Ипподром')).toBe('ипподром');
  });

  it('lets an empty or blank query match everything', () => {
    expect(matchesTitlePrefix('Что угодно', '')).toBe(true);
    expect(matchesTitlePrefix('Что угодно', '   ')).toBe(true);
  });

  it('normalises quotes and spaces', () => {
    expect(normaliseTitle('  ООО  «Ромашка» ')).toBe('ооо ромашка');
  });
});

describe('buildSellerMenu', () => {
  const sellers = [
    seller('300003', 'ООО «Вектор»'),
    seller('100001', 'АО «Альфа-Металл»'),
    seller('200002', 'Бета Снаб'),
  ];

  it('numbers the sellers from 1, alphabetically by name without the legal form', () => {
    const menu = buildSellerMenu(sellers, options);
    expect(menu.map((e) => [e.number, e.seller.title])).toEqual([
      [1, 'АО «Альфа-Металл»'],
      [2, 'Бета Снаб'],
      [3, 'ООО «Вектор»'],
    ]);
  });

  it('numbers the filtered list afresh', () => {
    const menu = buildSellerMenu(sellers, { ...options, query: 'век' });
    expect(menu.map((e) => [e.number, e.seller.sellerCode])).toEqual([[1, '300003']]);
  });

  it('gives nothing when no title starts with the query', () => {
    expect(buildSellerMenu(sellers, { ...options, query: 'металл' })).toEqual([]);
  });

  it('links to /sellers/{code}/entities, with /admins in the admin module', () => {
    expect(buildSellerMenu(sellers, options)[0]?.href).toBe('/sellers/100001/entities');
    expect(buildSellerMenu(sellers, { ...options, admin: true })[0]?.href).toBe('/admins/sellers/100001/entities');
  });

  it("leads a buyer to the seller's public page, not to its cabinet", () => {
    expect(buildSellerMenu(sellers, { ...options, buyers: true })[0]?.href).toBe('/sellers/100001');
  });

  it("links to the admin settings in the 'settings' location", () => {
    expect(sellerMenuHref('100001', 'settings', true)).toBe('/admins/settings/100001/entities');
  });

  it('colours by status: selected yellow, conditions ended red, deleted blue, else black', () => {
    const list = [
      seller('111111', 'Выбранный', { endConditionAt: '2020-01-01' }),
      seller('222222', 'Истёк сегодня', { endConditionAt: today }),
      seller('333333', 'Истёк вчера', { endConditionAt: '2025-06-14' }),
      seller('444444', 'Удалённый', { deletedAt: '2025-01-01T00:00:00Z' }),
      seller('555555', 'Действующий', { endConditionAt: '2025-06-16' }),
    ];
    const colours = Object.fromEntries(
      buildSellerMenu(list, { ...options, selectedCode: '111111' }).map((e) => [e.seller.sellerCode, e.colour]),
    );
    expect(colours).toEqual({
      '111111': 'yellow',
      '222222': 'red',
      '333333': 'red',
      '444444': 'blue',
      '555555': 'black',
    });
  });
});
