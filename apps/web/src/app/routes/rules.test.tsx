import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import RulesRoute from './rules';

// The page also loads the callback roles and logs the page view; with no server here those calls
// fail, which the page tolerates (the form then offers no roles, the log only warns).
afterEach(() => vi.restoreAllMocks());

describe('/rules', () => {
  it('shows the buyer agreement in the buyers module with its title and canonical link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderWithProviders(<RulesRoute />, { path: '/rules' });
    expect(screen.getByRole('heading', { level: 1, name: 'Правила пользования' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '3. Подписка' })).toBeTruthy();
    expect(screen.getByText(/ограничена суммой 10 000 \(десять тысяч\) рублей/)).toBeTruthy();
    expect(document.title).toBe('Правила пользования — ТМЦ Маркет');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${window.location.origin}/rules`);
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('shows the seller agreement in the sellers module', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<RulesRoute />, { path: '/rules', config: { sellerHost: window.location.host } });
    expect(screen.getByRole('heading', { name: '1. Термины и определения' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '7. Форс-мажор' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '3. Подписка' })).toBeNull();
  });
});
