import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '../../../components/lazy-part';
import classes from './callback-side-block.module.css';

// The form (Mantine, react-hook-form, zod) loads after the page's own text: an information page's
// first load stays within the 150 KB budget (DESIGN.md section 8). The space it takes is kept meanwhile.
const CallbackFormPart = lazy(() => import('./callback-form-part'));

/** The callback block beside an information or terms page (344 px wide, specification section 9). */
export function CallbackSideBlock() {
  const { t } = useTranslation();
  return (
    <aside className={classes.block} aria-labelledby="callback-block-title">
      <h2 id="callback-block-title" className={classes.title}>
        {t('callback.title')}
      </h2>
      <p className={classes.lead}>{t('callback.lead')}</p>
      <LazyPart fallback={<div className={classes.formPlaceholder} />}>
        <CallbackFormPart />
      </LazyPart>
    </aside>
  );
}
