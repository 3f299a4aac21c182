import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../../components/mantine-scope';
import { CallbackForm } from './callback-form';
import classes from './callback-side-block.module.css';

/** The callback block beside an information or terms page (344 px wide, specification section 9). */
export function CallbackSideBlock() {
  const { t } = useTranslation();
  return (
    <aside className={classes.block} aria-labelledby="callback-block-title">
      <h2 id="callback-block-title" className={classes.title}>
        {t('callback.title')}
      </h2>
      <p className={classes.lead}>{t('callback.lead')}</p>
      <MantineScope>
        <CallbackForm />
      </MantineScope>
    </aside>
  );
}
