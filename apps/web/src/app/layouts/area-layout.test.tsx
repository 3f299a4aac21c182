import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../testing/render';
import { ADMIN_ACCESS, ADMIN_SECTIONS } from './admin-sections';
import { AreaLayout, type AreaLayoutProps } from './area-layout';
import { sellerCabinetSections } from './cabinet-layouts';

// No API server runs under Vitest and no token is stored: the visitor is signed out.
function renderArea(props: Partial<AreaLayoutProps> = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        element={
          <AreaLayout
            titleKey="seller.heading"
            menuLabelKey="seller.menuLabel"
            toSiteKey="seller.toSite"
            subtitle="Код поставщика 123456"
            sections={sellerCabinetSections('123456')}
            {...props}
          />
        }
      >
        <Route path="*" element={<p>Страница раздела</p>} />
      </Route>
    </Routes>,
    { path: '/sellers/123456/deals' },
  );
}

describe('AreaLayout', () => {
  it('shows the title, the subtitle, the way back to the site and the side menu with the open section marked', async () => {
    renderArea();
    expect(screen.getByRole('heading', { level: 1, name: 'Кабинет поставщика' })).toBeTruthy();
    expect(screen.getByText('Код поставщика 123456')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На сайт' }).getAttribute('href')).toBe('/');
    const menu = screen.getByRole('navigation', { name: 'Разделы кабинета поставщика' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/sellers/123456/entities',
      '/sellers/123456/import',
      '/sellers/123456/deals',
      '/sellers/123456/report',
      '/sellers/123456/tariff',
      '/sellers/123456/settings',
      '/sellers/123456/agreement',
    ]);
    expect(within(menu).getByRole('link', { name: 'Сделки' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the page to a visitor when the area has no access rule (the page asks for sign-in itself)', async () => {
    renderArea();
    expect(await screen.findByText('Страница раздела')).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: 'Авторизация' })).toHaveLength(1);
  });

  it('asks a visitor to sign in, with neither the page nor the menu, when the area has an access rule', async () => {
    renderArea({ titleKey: 'admin.heading', menuLabelKey: 'admin.menuLabel', toSiteKey: 'admin.toSite', sections: ADMIN_SECTIONS, access: ADMIN_ACCESS });
    expect(await screen.findByText('Раздел доступен сотрудникам платформы. Войдите, чтобы продолжить.')).toBeTruthy();
    expect(screen.queryByText('Страница раздела')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Разделы администрирования' })).toBeNull();
  });
});
