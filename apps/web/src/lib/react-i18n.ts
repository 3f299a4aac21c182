import { i18n, type TFunction } from './i18n';

// What the components import as 'react-i18next' (aliased here by vite.config.ts and tsconfig.json):
// the site's texts are all bundled and never change while a page is open, so the hook only hands out
// the one translate function (see lib/i18n.ts).
const translation = { t: i18n.t, i18n, ready: true } as const;

export function useTranslation(): { t: TFunction; i18n: typeof i18n; ready: true } {
  return translation;
}
