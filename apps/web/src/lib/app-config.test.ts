import { describe, expect, it } from 'vitest';
import { publicAppConfigSchema } from '@tmc/shared/app-config';
import { DEFAULT_APP_CONFIG, parseAppConfig, readAppConfig } from './app-config';

const full = {
  adminHost: 'admin.tmc.example',
  sellerHost: 'seller.tmc.example',
  supportPhone: '+7 (495) 123-45-67',
  supportEmail: 'help@tmc.example',
  lotsSiteUrl: 'https://lots.tmc.example',
  blogUrl: null,
};

describe('parseAppConfig', () => {
  it('reads the JSON the server puts into the meta tag', () => {
    expect(parseAppConfig(JSON.stringify(full))).toEqual(full);
  });

  it('gives the defaults for the unreplaced placeholder (vite dev) and for junk', () => {
    expect(parseAppConfig('__APP_CONFIG__')).toBe(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('')).toBe(DEFAULT_APP_CONFIG);
    expect(parseAppConfig(null)).toBe(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('{not json')).toBe(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('[1]')).toBe(DEFAULT_APP_CONFIG);
  });

  it('fills missing fields with the defaults', () => {
    expect(parseAppConfig('{"supportEmail":"a@b.ru"}')).toEqual({ ...DEFAULT_APP_CONFIG, supportEmail: 'a@b.ru' });
  });

  it('drops unknown fields', () => {
    expect(parseAppConfig(JSON.stringify({ ...full, secret: 'x' }))).toEqual(full);
  });

  const samples: Record<string, unknown>[] = [
    full,
    {},
    { adminHost: 5 },
    { supportPhone: null },
    { blogUrl: 'https://blog.example' },
    { lotsSiteUrl: false },
    { sellerHost: ['a'] },
  ];

  it.each(samples.map((s) => [JSON.stringify(s), s]))('agrees with publicAppConfigSchema on %s', (_, sample) => {
    const schema = publicAppConfigSchema.safeParse({ ...DEFAULT_APP_CONFIG, ...sample });
    expect(parseAppConfig(JSON.stringify(sample))).toEqual(schema.success ? schema.data : DEFAULT_APP_CONFIG);
  });
});

describe('readAppConfig', () => {
  it('reads the app-config meta tag of the document', () => {
    const doc = document.implementation.createHTMLDocument('t');
    const meta = doc.createElement('meta');
    meta.name = 'app-config';
    meta.content = JSON.stringify(full);
    doc.head.append(meta);
    expect(readAppConfig(doc)).toEqual(full);
  });

  it('gives the defaults without the tag', () => {
    expect(readAppConfig(document.implementation.createHTMLDocument('t'))).toBe(DEFAULT_APP_CONFIG);
  });
});
