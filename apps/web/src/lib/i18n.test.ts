import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('the texts runtime', () => {
  i18n.addResourceBundle('ru', 'translation', { t16: { a: { b: 'Привет, {{name}}!' }, chosen_one: '{{count}} позиция', chosen_few: '{{count}} позиции', chosen_many: '{{count}} позиций' } });
  i18n.addResourceBundle('ru', 'translation', { t16: { a: { c: 'второй' } } });

  it('reads dotted keys of merged blocks and fills {{values}}', () => {
    expect(i18n.t('t16.a.b', { name: 'Анна' })).toBe('Привет, Анна!');
    expect(i18n.t('t16.a.c')).toBe('второй');
  });

  it('chooses the Russian plural form by count', () => {
    expect(i18n.t('t16.chosen', { count: 1 })).toBe('1 позиция');
    expect(i18n.t('t16.chosen', { count: 3 })).toBe('3 позиции');
    expect(i18n.t('t16.chosen', { count: 11 })).toBe('11 позиций');
    expect(i18n.t('t16.chosen', { count: 21 })).toBe('21 позиция');
  });

  it('answers the key, or the default value, for a text it does not have', () => {
    expect(i18n.t('t16.nothing')).toBe('t16.nothing');
    expect(i18n.t('t16.nothing', { defaultValue: 'GOLD' })).toBe('GOLD');
    expect(i18n.t('t16.a')).toBe('t16.a');
  });
});
