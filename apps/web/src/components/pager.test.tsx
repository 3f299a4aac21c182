import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { MantineScope } from './mantine-scope';
import { Pager, pageCountOf } from './pager';

describe('pageCountOf', () => {
  it('counts pages of a list, at least one, at most the given limit', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
    expect(pageCountOf(10_000, 20, 5)).toBe(5);
  });
});

describe('Pager', () => {
  it('shows the 0-based page to people from 1 and reports the chosen page from 0', async () => {
    const chosen: number[] = [];
    renderWithProviders(
      <MantineScope>
        <Pager page={0} pages={3} onChange={(page) => chosen.push(page)} />
      </MantineScope>,
    );
    const nav = screen.getByRole('navigation', { name: 'Страницы результатов' });
    // The buttons' code loads after the list (pager-controls.tsx).
    expect((await within(nav).findByRole('button', { name: 'Страница 1' })).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Страница 3' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Следующая страница' }));
    expect(chosen).toEqual([2, 1]);
  });

  it('shows nothing for a single page, but the summary when there is one', () => {
    const { unmount } = renderWithProviders(
      <MantineScope>
        <Pager page={0} pages={1} onChange={() => {}} />
      </MantineScope>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(
      <MantineScope>
        <Pager page={0} pages={1} onChange={() => {}} summary="Записей: 3" />
      </MantineScope>,
    );
    expect(screen.getByText('Записей: 3')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
