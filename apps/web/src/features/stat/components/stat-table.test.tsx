import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { Top10Stat } from '@tmc/shared/stat';
import { renderWithProviders } from '../../../testing/render';
import { HIGHLIGHT_RESET_MS, StatTable } from './stat-table';

const stat: Top10Stat = {
  totalDailyVisits: 1,
  totalMonthlyVisits: 2,
  totalAnnualVisits: 3,
  searchRequests: [
    { title: 'Труба', value: 3 },
    { title: 'кабель', value: 2 },
  ],
  countRequests: [
    { title: 'ТРУБА СТАЛЬНАЯ 57Х3', value: 3 },
    { title: 'кабель ввг 3х2,5', value: 2 },
  ],
  countInStoreRequests: [{ title: 'подшипник 6205', value: 1000 }],
  sumInStoreRequests: [{ title: 'задвижка', value: 50_000 }],
};

function SearchPage() {
  const location = useLocation();
  return <p>search:{location.search}</p>;
}

const renderTable = () => renderWithProviders(<StatTable stat={stat} />, { path: '/stat', routes: [{ path: '/search', element: <SearchPage /> }] });

const highlighted = () => document.querySelector('td[data-highlighted]');

afterEach(() => {
  vi.useRealTimers();
});

describe('StatTable', () => {
  it('shows the four columns, the casing rule in the last three and links by the first word', async () => {
    renderTable();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Популярные', 'Позиций', 'Количество', 'Сумма']);
    // The popular column keeps the spelling; the store columns get the casing rule.
    expect(within(table).getByRole('link', { name: /кабель\s*2/ }).getAttribute('href')).toBe('/search?title=%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C');
    const pipe = within(table).getByRole('link', { name: /Труба стальная 57х3/ });
    expect(pipe.getAttribute('href')).toBe(`/search?title=${encodeURIComponent('ТРУБА')}`);
  });

  it('moves the highlight with the arrow keys and opens the highlighted row with Enter', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByRole('table');
    expect(highlighted()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toContain('Труба');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(highlighted()?.textContent).toContain('Кабель ввг 3х2,5');
    expect(document.activeElement).toBe(highlighted()?.querySelector('a'));
    await user.keyboard('{ArrowRight}');
    // A shorter column: the highlight goes to its last row.
    expect(highlighted()?.textContent).toContain('Подшипник 6205');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`search:?title=${encodeURIComponent('подшипник')}`)).toBeTruthy();
  });

  it('resets the highlight 100 ms after the pointer leaves the table', async () => {
    renderTable();
    const table = await screen.findByRole('table');
    vi.useFakeTimers();
    fireEvent.mouseEnter(within(table).getByRole('link', { name: /Задвижка/ }));
    expect(highlighted()?.textContent).toContain('Задвижка');
    fireEvent.mouseLeave(table);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_RESET_MS - 1));
    expect(highlighted()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(highlighted()).toBeNull();
  });

  it('opens a row highlighted by the pointer with Enter', async () => {
    renderTable();
    const table = await screen.findByRole('table');
    fireEvent.mouseEnter(within(table).getByRole('link', { name: /Задвижка/ }));
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(await screen.findByText(`search:?title=${encodeURIComponent('задвижка')}`)).toBeTruthy();
  });

  it('leaves the arrow keys to a text field being typed in', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <input aria-label="Поиск" />
        <StatTable stat={stat} />
      </>,
      { path: '/stat' },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('textbox', { name: 'Поиск' }));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(highlighted()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Поиск' }));
  });
});
