import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { TmcListItem, TmcSearchPage } from '@tmc/shared/tmc-schemas';
import { MantineScope } from '../../../components/mantine-scope';
import { renderWithProviders } from '../../../testing/render';
import { TmcResults } from './tmc-results';

const item = (id: number, extra: Partial<TmcListItem> = {}): TmcListItem => ({
  id,
  name: `Труба стальная 57х3,5 №${id}`,
  stockNumber: `ТМЦ-${id}`,
  unit: '006',
  quantity: 1250.5,
  price: 1500.5,
  vat: '20',
  year: 2021,
  region: '71',
  sellerCode: '123456',
  sellerTitle: 'ООО «Металлобаза»',
  thumbUrl: null,
  category: 1,
  publishedAt: '2026-11-21T09:00:00Z',
  createdAt: '2026-11-21T09:00:00Z',
  reservedByMe: false,
  favourite: false,
  ...extra,
});

/** TmcResults over a real query whose answer is already there (what the API sent, as data). */
function Results({ page }: { page: TmcSearchPage }) {
  const query = useQuery({ queryKey: ['test', page], queryFn: () => page, initialData: page, staleTime: Infinity });
  return (
    <MantineScope>
      <TmcResults query={query} page={0} onPageChange={() => {}} emptyTitle="Ничего не найдено" />
    </MantineScope>
  );
}

describe('goods results', () => {
  it('shows each row in the number format with ₽, and an item the buyer holds in red', () => {
    const page = { items: [item(1), item(2, { reservedByMe: true })], page: 0, size: 20, total: 2, totalIsEstimate: false };
    renderWithProviders(<Results page={page} />);
    expect(screen.getByText('Найдено: 2')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Найденные товары' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // The rouble sign sits after a no-break space (the matcher folds it into a space).
    expect(within(rows[0]!).getByText(/^1 500,50 ₽/)).toBeTruthy();
    expect(within(rows[0]!).getByText('1 250,5 м')).toBeTruthy();
    expect(within(rows[0]!).getByText('Тульская область')).toBeTruthy();
    expect(rows[0]!.hasAttribute('data-reserved')).toBe(false);
    expect(rows[1]!.hasAttribute('data-reserved')).toBe(true);
    expect(within(rows[1]!).getByText('В вашем резерве')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: item(2).name }).getAttribute('href')).toBe('/search/2');
  });

  it('says "более 10 000" past the exact limit, and pages through it', () => {
    const page = { items: [item(1)], page: 0, size: 20, total: 10_000, totalIsEstimate: true };
    renderWithProviders(<Results page={page} />);
    expect(screen.getByText('Найдено: более 10 000')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Страницы результатов' })).toBeTruthy();
  });

  it('shows the empty state in Russian', () => {
    renderWithProviders(<Results page={{ items: [], page: 0, size: 20, total: 0, totalIsEstimate: false }} />);
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
  });
});
