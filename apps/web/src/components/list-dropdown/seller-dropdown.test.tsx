import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerListItem } from '@tmc/shared/sellers';
import { renderWithProviders } from '../../testing/render';
import { SellerDropdown, type SellerDropdownProps } from './seller-dropdown';

const card = {
  sellerCode: '100001',
  photoPath: null,
  title: 'АО «Альфа-Металл»',
  address: 'Москва, ул. Складская, 1',
  phoneNumber: '+7 (495) 111-22-33',
  website: 'alfa-metall.example',
  email: 'sales@alfa-metall.example',
  aboutSeller: 'Металлопрокат со склада',
  aboutTmc: 'Трубы, лист, арматура',
  aboutDelivery: 'Самовывоз или доставка по Москве',
};

const sellers: SellerListItem[] = [
  {
    sellerCode: '100001',
    title: 'АО «Альфа-Металл»',
    shortName: null,
    deletedAt: null,
    endConditionAt: null,
    premium: true,
    businessCard: card,
  },
  {
    sellerCode: '200002',
    title: 'ООО «Бета Снаб»',
    shortName: null,
    deletedAt: '2025-01-10T09:00:00Z',
    endConditionAt: null,
    premium: true,
    businessCard: null,
  },
  {
    sellerCode: '300003',
    title: 'Вектор',
    shortName: null,
    deletedAt: null,
    endConditionAt: '2025-06-01',
    premium: true,
    businessCard: null,
  },
];

function renderDropdown(props: Partial<SellerDropdownProps> = {}) {
  return renderWithProviders(
    <SellerDropdown
      sellers={sellers}
      status="success"
      location="sellers"
      module="buyers"
      selectedCode={null}
      today="2025-06-15"
      {...props}
    />,
  );
}

const openList = async () => screen.findByRole('list', { name: 'Список поставщиков' });

describe('SellerDropdown', () => {
  it('opens from its button with the focus in the search box', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Поставщики' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await openList();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Поиск поставщика' }));
  });

  it('shows a numbered list linking to each seller, coloured by status', async () => {
    renderDropdown({ defaultOpened: true });
    const items = within(await openList()).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([
      '1.АО «Альфа-Металл»',
      '2.ООО «Бета Снаб» (удалён)',
      '3.Вектор (срок условий истёк)',
    ]);
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/sellers/100001',
      '/sellers/200002',
      '/sellers/300003',
    ]);
    expect(items.map((a) => a.dataset.colour)).toEqual(['black', 'blue', 'red']);
  });

  it('marks the seller whose page is open yellow', async () => {
    renderDropdown({ defaultOpened: true, selectedCode: '300003' });
    const link = within(await openList()).getByRole('link', { name: /Вектор/ });
    expect(link.dataset.colour).toBe('yellow');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('filters by title prefix as the user types, numbering afresh', async () => {
    const user = userEvent.setup();
    renderDropdown({ defaultOpened: true });
    await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск поставщика' }), 'бет');
    const items = within(screen.getByRole('list', { name: 'Список поставщиков' })).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual(['1.ООО «Бета Снаб» (удалён)']);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderDropdown({ defaultOpened: true });
    await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск поставщика' }), 'снаб');
    expect(screen.getByText('Поставщики не найдены')).toBeTruthy();
  });

  it("shows 'Ошибка загрузки поставщиков' when the list failed to load", async () => {
    renderDropdown({ defaultOpened: true, status: 'error', sellers: [] });
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка загрузки поставщиков');
  });

  it('shows the business card of the hovered seller in the buyers module', async () => {
    const user = userEvent.setup();
    renderDropdown({ defaultOpened: true });
    await user.hover(within(await openList()).getByRole('link', { name: /Альфа-Металл/ }));
    const panel = screen.getByRole('complementary', { name: 'Визитная карточка поставщика' });
    expect(within(panel).getByText('Москва, ул. Складская, 1')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'alfa-metall.example' }).getAttribute('href')).toBe(
      'https://alfa-metall.example',
    );
    expect(within(panel).getByRole('link', { name: 'sales@alfa-metall.example' }).getAttribute('href')).toBe(
      'mailto:sales@alfa-metall.example',
    );
    expect(within(panel).getByText('Трубы, лист, арматура')).toBeTruthy();
  });

  it('prefixes the links with /admins and shows no business card in the admin module', async () => {
    const user = userEvent.setup();
    renderDropdown({ defaultOpened: true, module: 'admins' });
    const link = within(await openList()).getByRole('link', { name: /Альфа-Металл/ });
    expect(link.getAttribute('href')).toBe('/admins/sellers/100001/entities');
    await user.hover(link);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('moves through the list with the arrow keys and closes on Escape', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Поставщики' });
    button.focus();
    await user.keyboard('{Enter}');
    const list = await openList();
    const links = within(list).getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(links[2]);
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Поиск поставщика' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('goes to the first match on Enter in the search box', async () => {
    const user = userEvent.setup();
    const { router } = renderDropdown({ defaultOpened: true });
    await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск поставщика' }), 'век{Enter}');
    expect(router.state.location.pathname).toBe('/sellers/300003');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SellerDropdown in the admin module', () => {
  const many = Array.from({ length: 10_000 }, (_, i) => ({
    sellerCode: String(100_000 + i),
    title: `ООО «Поставщик ${String(i).padStart(5, '0')}»`,
    deletedAt: null,
    endConditionAt: null,
    blocked: i === 3,
  }));

  it('renders only the lines in view of 10,000 sellers, numbered to the end, with a legend and blocked sellers grey', async () => {
    renderDropdown({ defaultOpened: true, module: 'admins', location: 'settings', sellers: many });
    const list = await openList();
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(10);
    expect(links.length).toBeLessThan(100);
    expect(links[0]!.textContent).toBe('1.ООО «Поставщик 00000»');
    expect(links[0]!.getAttribute('href')).toBe('/admins/settings/100000/entities');
    expect(links[3]!.dataset.colour).toBe('grey');
    expect(links[3]!.textContent).toBe('4.ООО «Поставщик 00003» (заблокирован)');
    expect(list.querySelector('li')!.getAttribute('aria-setsize')).toBe('10000');
    const legend = screen.getByRole('list', { name: 'Обозначения цветов' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['срок условий истёк', 'удалён', 'заблокирован', 'выбран']);
  });

  it('filters the 10,000 by prefix as one types', async () => {
    renderDropdown({ defaultOpened: true, module: 'admins', sellers: many });
    await openList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск поставщика' }), { target: { value: 'поставщик 0999' } });
    const items = within(screen.getByRole('list', { name: 'Список поставщиков' })).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 1}.ООО «Поставщик 0999${i}»`));
  });
});
