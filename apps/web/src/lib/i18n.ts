import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ru from '../assets/i18n/ru.json';

// Translations live in assets/i18n/{lang}.json (specification, section 7); ru is the default locale.
// The Russian file is bundled statically, so the first render needs no request and init is synchronous.
export const DEFAULT_LOCALE = 'ru';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [DEFAULT_LOCALE],
  resources: { ru: { translation: ru } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
