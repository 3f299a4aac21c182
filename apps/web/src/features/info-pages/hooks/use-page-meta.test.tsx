import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta, type PageMeta } from './use-page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const canonical = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href);
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('usePageMeta', () => {
  it('sets the title, description and canonical link on entering and removes them on leaving', () => {
    document.title = 'ТМЦ Маркет';
    const site = document.createElement('meta');
    site.name = 'description';
    site.content = 'Описание сайта';
    document.head.append(site);

    const { unmount } = render(<Page title="О компании" description="О компании ТМЦ Маркет" canonicalPath="/about" />);
    expect(document.title).toBe('О компании — ТМЦ Маркет');
    expect(description()).toBe('О компании ТМЦ Маркет');
    expect(canonical()).toEqual([`${window.location.origin}/about`]);

    unmount();
    expect(document.title).toBe('ТМЦ Маркет');
    expect(description()).toBe('Описание сайта');
    expect(canonical()).toEqual([]);
  });

  it('moves the canonical link to the next page instead of adding a second one', () => {
    const { rerender, unmount } = render(<Page title="Контакты" description="Телефон и почта" canonicalPath="/contacts" />);
    rerender(<Page title="Реквизиты" description="Реквизиты компании" canonicalPath="/details" />);
    expect(canonical()).toEqual([`${window.location.origin}/details`]);
    expect(document.title).toBe('Реквизиты — ТМЦ Маркет');
    unmount();
    expect(canonical()).toEqual([]);
  });

  it('keeps the site title and description when the page has none (the tariff page)', () => {
    document.title = 'ТМЦ Маркет';
    const { unmount } = render(<Page title={null} description={null} canonicalPath="/tariff" />);
    expect(document.title).toBe('ТМЦ Маркет');
    expect(description()).toBeNull();
    expect(canonical()).toEqual([`${window.location.origin}/tariff`]);
    unmount();
  });
});
