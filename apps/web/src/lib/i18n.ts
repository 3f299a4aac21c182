import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// Translations live in assets/i18n/{lang}.json (specification, section 7); ru is the default locale.
// They are bundled, so no render waits for a request and init is synchronous; each module brings the
// blocks of ru.json it uses (texts-plugin.ts adds them here before the module runs).
export const DEFAULT_LOCALE = 'ru';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [DEFAULT_LOCALE],
  resources: { ru: { translation: {} } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
