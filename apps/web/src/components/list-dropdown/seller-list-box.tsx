import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListStatus } from './list-config';
import type { SellerListContext } from './list-uses';
import type { SellerMenuItem } from './seller-menu';
import classes from './list-dropdown.module.css';
import ui from '../ui.module.css';

const SellerListPanel = lazy(() => import('./list-uses').then((m) => ({ default: m.SellerListPanel })));

export interface SellerListBoxProps extends SellerListContext {
  sellers: readonly SellerMenuItem[];
  status: ListStatus;
}

/**
 * The seller list of the dropdown shown in place on a page (the admin module's seller pages): the same
 * search box, numbered and coloured lines and legend, in a frame of the dropdown's size limits.
 */
export function SellerListBox({ sellers, status, ...context }: SellerListBoxProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.box} aria-label={t('sellersMenu.listLabel')}>
      <Suspense
        fallback={
          <p className={classes.state} role="status">
            <span className={ui.spinner} aria-hidden="true" />
            {t('app.loading')}
          </p>
        }
      >
        <SellerListPanel items={sellers} status={status} context={context} onNavigate={() => undefined} />
      </Suspense>
    </section>
  );
}
