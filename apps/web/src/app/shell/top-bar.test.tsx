import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { TopBar, type TopBarProps } from './top-bar';

const noList = { status: 'pending' as const, items: [], onIntent: () => {} };

const base: TopBarProps = {
  slogan: null,
  visits: null,
  signInStatus: 'signed-out',
  subscriptionExpiredAt: null,
  sellers: noList,
  corporations: noList,
  selectedSellerCode: null,
  selectedCorporationId: null,
  today: '2025-06-15',
};

const mainMenu = () => screen.getByRole('navigation', { name: 'Главное меню' });

describe('TopBar', () => {
  it('shows the menu of a visitor who is not signed in', () => {
    renderWithProviders(<TopBar {...base} />);
    const labels = within(mainMenu())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(labels).toEqual([
      ['Поиск', '/search'],
      ['Новые', '/latest'],
      ['Подписка', '/subscription/keyword'],
      ['Блог', '/blog'],
    ]);
    // Without BLOG_URL there is no commodity-expert blog to link to.
    expect(within(mainMenu()).queryByRole('link', { name: 'Блог товароведа' })).toBeNull();
    expect(within(mainMenu()).getByRole('button', { name: 'Поставщики' })).toBeTruthy();
    expect(within(mainMenu()).getByRole('button', { name: 'Корпорации' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Корзина' }).getAttribute('href')).toBe('/cart');
  });

  it("offers 'Авторизация' when signed out, and it opens the sign-in modal", { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBar {...base} />);
    await user.click(screen.getByRole('button', { name: 'Авторизация' }));
    // The modal's chunk loads on the first open: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Авторизация' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('textbox', { name: /Эл. почта/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Войти' })).toBeTruthy();
  });

  it("hides 'Авторизация' while the sign-in status is unknown and when signed in", () => {
    const { unmount } = renderWithProviders(<TopBar {...base} signInStatus="unknown" />);
    expect(screen.queryByRole('button', { name: 'Авторизация' })).toBeNull();
    unmount();
    renderWithProviders(<TopBar {...base} signInStatus="signed-in" />);
    expect(screen.queryByRole('button', { name: 'Авторизация' })).toBeNull();
  });

  it("adds 'Избранное' for a signed-in user and the subscription's end date", () => {
    renderWithProviders(
      <TopBar {...base} signInStatus="signed-in" subscriptionExpiredAt="2025-12-31T12:00:00Z" />,
    );
    expect(within(mainMenu()).getByRole('link', { name: 'Избранное' }).getAttribute('href')).toBe('/favourites');
    expect(within(mainMenu()).getByRole('link', { name: 'Подписка до 31.12.25' })).toBeTruthy();
  });

  it('highlights the current section', () => {
    renderWithProviders(<TopBar {...base} />, { path: '/blog' });
    const blog = within(mainMenu()).getByRole('link', { name: 'Блог' });
    expect(blog.getAttribute('aria-current')).toBe('page');
    expect(within(mainMenu()).getByRole('link', { name: 'Поиск' }).getAttribute('aria-current')).toBeNull();
  });

  it('links the expert blog to the configured blog site', () => {
    renderWithProviders(<TopBar {...base} />, { config: { blogUrl: 'https://blog.tmc.example' } });
    const link = within(mainMenu()).getByRole('link', { name: 'Блог товароведа' });
    expect(link.getAttribute('href')).toBe('https://blog.tmc.example');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows the slogan and the visit counters with thousands separated', () => {
    renderWithProviders(
      <TopBar
        {...base}
        slogan="Склад — это деньги"
        visits={{ totalDailyVisits: 1234, totalMonthlyVisits: 45678, totalAnnualVisits: 1234567 }}
      />,
    );
    expect(screen.getByText('Склад — это деньги')).toBeTruthy();
    const counters = screen.getByRole('group', { name: 'Посещения сайта' });
    const pairs = Array.from(counters.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Сегодня', '1 234'],
      ['За месяц', '45 678'],
      ['За год', '1 234 567'],
    ]);
  });

  it('opens the mobile menu from the burger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBar {...base} />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Новые' }).getAttribute('href')).toBe('/latest');
  });
});
