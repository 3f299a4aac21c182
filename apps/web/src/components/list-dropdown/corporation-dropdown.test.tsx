import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Corporation } from '@tmc/shared/corporations';
import { renderWithProviders } from '../../testing/render';
import { CorporationDropdown, type CorporationDropdownProps } from './corporation-dropdown';

const corporations: Corporation[] = [
  { id: '7b7c6d1e-0000-4000-8000-000000000002', title: 'ПАО «Северсталь-Групп»' },
  { id: '7b7c6d1e-0000-4000-8000-000000000001', title: 'АО «Атомстройкомплекс»' },
  { id: '7b7c6d1e-0000-4000-8000-000000000003', title: 'Роснефтехим' },
];

function renderDropdown(props: Partial<CorporationDropdownProps> = {}) {
  return renderWithProviders(
    <CorporationDropdown corporations={corporations} status="success" selectedId={null} defaultOpened {...props} />,
  );
}

const openList = () => screen.findByRole('list', { name: 'Список корпораций' });

describe('CorporationDropdown', () => {
  it('shows a numbered alphabetical list of links to the corporations, with no colours', async () => {
    renderDropdown();
    const links = within(await openList()).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['1.АО «Атомстройкомплекс»', '2.Роснефтехим', '3.ПАО «Северсталь-Групп»']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/corporations/7b7c6d1e-0000-4000-8000-000000000001',
      '/corporations/7b7c6d1e-0000-4000-8000-000000000003',
      '/corporations/7b7c6d1e-0000-4000-8000-000000000002',
    ]);
    expect(links.every((a) => a.dataset.colour === undefined)).toBe(true);
  });

  it('marks the open corporation and filters by title prefix, numbering afresh', async () => {
    const user = userEvent.setup();
    renderDropdown({ selectedId: '7b7c6d1e-0000-4000-8000-000000000002' });
    await openList();
    expect(screen.getByRole('link', { name: /Северсталь/ }).getAttribute('aria-current')).toBe('page');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск корпорации' }), 'сев');
    const links = within(screen.getByRole('list', { name: 'Список корпораций' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['1.ПАО «Северсталь-Групп»']);
  });

  it('keeps no hovered line highlighted: it has nothing to show beside the list', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const link = within(await openList()).getByRole('link', { name: /Роснефтехим/ });
    await user.hover(link);
    expect(link.dataset.hovered).toBeUndefined();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("shows 'Ошибка загрузки корпораций' when the list failed to load", async () => {
    renderDropdown({ status: 'error', corporations: [] });
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка загрузки корпораций');
  });
});
