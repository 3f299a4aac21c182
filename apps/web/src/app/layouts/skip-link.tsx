import { useTranslation } from 'react-i18next';
import classes from './layouts.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop: jumps over the header to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t('app.skipToContent')}
    </a>
  );
}
