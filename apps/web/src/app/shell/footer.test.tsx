import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { copyrightYears } from './footer-links';
import { Footer } from './footer';

const links: [string, string][] = [
  ['О компании', '/about'],
  ['Пользовательское соглашение', '/eula'],
  ['Услуги', '/services'],
  ['Блог', '/blog'],
  ['Реквизиты', '/details'],
  ['Правила пользования', '/rules'],
  ['Тарифы', '/tariff'],
  ['Отзывы', '/review'],
  ['Контакты', '/contacts'],
  ['Как разместить товар', '/sell-product'],
  ['Статистика', '/stat'],
];

describe('Footer', () => {
  it('links to every information page of the specification, in Russian', () => {
    renderWithProviders(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Информация о площадке' });
    const shown = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(shown).toEqual(links);
  });

  it('shows the copyright from 2022 to the current year', () => {
    renderWithProviders(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© 2022–${year} ООО «ТМЦ Маркет»`)).toBeTruthy();
  });

  it('writes a single year in 2022 itself', () => {
    expect(copyrightYears(2022)).toBe('2022');
    expect(copyrightYears(2031)).toBe('2022–2031');
  });

  it('shows the configured support phone, e-mail and lots site', () => {
    renderWithProviders(<Footer />, {
      config: { supportPhone: '74951234567', supportEmail: 'help@tmc.example', lotsSiteUrl: 'https://lots.example' },
    });
    const phone = screen.getByRole('link', { name: 'Телефон: +7 (495) 123-45-67' });
    expect(phone.getAttribute('href')).toBe('tel:+74951234567');
    expect(screen.getByRole('link', { name: 'Эл. почта: help@tmc.example' }).getAttribute('href')).toBe(
      'mailto:help@tmc.example',
    );
    const lots = screen.getByRole('link', { name: 'Площадка лотов' });
    expect(lots.getAttribute('href')).toBe('https://lots.example');
    expect(lots.getAttribute('target')).toBe('_blank');
  });

  it('hides contacts and the lots site that are not configured', () => {
    renderWithProviders(<Footer />);
    expect(screen.queryByText('Служба поддержки')).toBeNull();
    expect(screen.queryByRole('link', { name: /Телефон/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Площадка лотов' })).toBeNull();
  });

  it('shows a QR code of the site', async () => {
    renderWithProviders(<Footer siteUrl="https://tmc.example" />);
    const qr = await screen.findByRole('img', { name: 'QR-код со ссылкой на сайт' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
  });
});
