import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { Pager, pageCountOf, pagerItems } from './pager';

describe('pageCountOf', () => {
  it('counts pages of a list, at least one, at most the given limit', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
    expect(pageCountOf(10_000, 20, 5)).toBe(5);
  });
});

describe('pagerItems', () => {
  it('shows every page up to seven, else the first, the last and the current one with its neighbours', () => {
    expect(pagerItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
    expect(pagerItems(5, 20)).toEqual([1, 'dots', 4, 5, 6, 'dots', 20]);
    expect(pagerItems(17, 20)).toEqual([1, 'dots', 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'dots', 16, 17, 18, 19, 20]);
  });
});

describe('Pager', () => {
  it('shows the 0-based page to people from 1 and reports the chosen page from 0', async () => {
    const chosen: number[] = [];
    renderWithProviders(<Pager page={0} pages={3} onChange={(page) => chosen.push(page)} />);
    const nav = screen.getByRole('navigation', { name: 'Страницы результатов' });
    expect(within(nav).getByRole('button', { name: 'Страница 1' }).getAttribute('aria-current')).toBe('page');
    expect((within(nav).getByRole('button', { name: 'Предыдущая страница' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Страница 3' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Следующая страница' }));
    expect(chosen).toEqual([2, 1]);
  });

  it('shows nothing for a single page, but the summary when there is one', () => {
    const { unmount } = renderWithProviders(<Pager page={0} pages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(<Pager page={0} pages={1} onChange={() => {}} summary="Записей: 3" />);
    expect(screen.getByText('Записей: 3')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
