import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('searches the typed text on Enter, from the first page and without other filters', async () => {
    const { router } = renderWithProviders(<SearchBox />, { path: '/latest' });
    const box = await screen.findByRole('combobox', { name: 'Поиск товаров' });
    await userEvent.type(box, '  труба стальная {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('труба стальная');
  });

  it('is not in the top bar on /search, whose page has its own box showing the query', async () => {
    renderWithProviders(
      <>
        <SearchBox />
        <SearchBox variant="page" />
      </>,
      { path: '/search?title=Кабель&region=77' },
    );
    const boxes = await screen.findAllByRole('combobox', { name: 'Поиск товаров' });
    expect(boxes).toHaveLength(1);
    expect((boxes[0] as HTMLInputElement).value).toBe('Кабель');
  });

  it('the page box hands the text to the page, which keeps its filters', async () => {
    const searched: string[] = [];
    renderWithProviders(<SearchBox variant="page" onSearch={(q) => searched.push(q)} />, { path: '/search?q=труба' });
    const box = await screen.findByRole('combobox', { name: 'Поиск товаров' });
    await userEvent.clear(box);
    await userEvent.type(box, 'кабель');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(searched).toEqual(['кабель']);
  });
});
