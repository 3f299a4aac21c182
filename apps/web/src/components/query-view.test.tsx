import { describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { MantineScope } from './mantine-scope';
import { QueryView } from './query-view';

interface List {
  items: string[];
}

/** A real query whose answers the test hands out one by one. */
function Harness({ answers }: { answers: Array<() => Promise<List>> }) {
  const query = useQuery({ queryKey: ['query-view-harness'], queryFn: () => answers.shift()!() });
  return (
    <MantineScope>
      <QueryView
        query={query}
        loading={<div data-testid="skeleton" />}
        errorTitle="Не удалось загрузить список"
        isEmpty={(data) => data.items.length === 0}
        empty={<p>Список пуст</p>}
      >
        {(data) => (
          <ul aria-label="Список">
            {data.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </MantineScope>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('QueryView', () => {
  it('announces loading, shows the error with the server message, and tries again on "Повторить"', async () => {
    const first = deferred<List>();
    renderWithProviders(<Harness answers={[() => first.promise, () => Promise.resolve({ items: ['Труба', 'Фланец'] })]} />);

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Загрузка…');
    expect(within(status).queryByTestId('skeleton')).not.toBeNull();

    first.reject(new Error('Сервер недоступен'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить список');
    expect(alert.textContent).toContain('Сервер недоступен');

    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    const list = await screen.findByRole('list', { name: 'Список' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Труба', 'Фланец']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state instead of an empty list', async () => {
    renderWithProviders(<Harness answers={[() => Promise.resolve({ items: [] })]} />);
    expect((await screen.findByText('Список пуст')).tagName).toBe('P');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
