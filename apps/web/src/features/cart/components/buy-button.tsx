import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccountModal } from '../../../components/account-modal-context';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';

const loadBuyDialog = () => import('./buy-dialog');
const BuyDialog = lazy(loadBuyDialog);

/** Who looks: a visitor is asked to sign in; buyers and suppliers' users may buy; administrators see no button. */
export type BuyViewer = 'unknown' | 'anonymous' | 'buyer' | 'other';

export interface BuyButtonProps {
  item: { id: number; name: string; quantity: number; reservedByMe: boolean };
  /** The unit's short name ('шт'). */
  unitName: string;
  viewer: BuyViewer;
  size?: 'compact' | 'default';
}

/**
 * 'Купить': the buyer chooses a quantity (up to the stock, all of it by default) and the item is held for
 * 3 days, hidden from every other buyer. A held item shows the way to the cart instead.
 *
 * A plain button (components/ui.module.css): it stands in every search result row and on the item
 * page's first screen, whose first load has a 150 KB budget (DESIGN.md section 8). The dialog with its
 * Mantine components and quantity field is loaded on the first click (or on hover and focus, early).
 */
export function BuyButton({ item, unitName, viewer, size = 'default' }: BuyButtonProps) {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  // A counter, not a flag: each click mounts a fresh dialog with the full stock as the quantity.
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);

  if (viewer === 'unknown' || viewer === 'other') return null;
  const sizeAttr = size === 'compact' ? 'xs' : undefined;
  const start = () => {
    if (viewer === 'anonymous') {
      accountModal.open('sign-in');
      return;
    }
    setOpened((n) => n + 1);
    setOpen(true);
  };
  const preload = () => {
    if (viewer === 'anonymous') accountModal.preload();
    else void loadBuyDialog();
  };

  return (
    <>
      {item.reservedByMe ? (
        <Link to={paths.cart.getHref()} className={ui.button} data-variant="danger-light" data-size={sizeAttr}>
          {t('cart.buy.inCart')}
        </Link>
      ) : (
        <button
          type="button"
          className={ui.button}
          data-variant="danger"
          data-size={sizeAttr}
          onClick={start}
          onMouseEnter={preload}
          onFocus={preload}
          disabled={item.quantity <= 0}
        >
          {t('cart.buy.button')}
        </button>
      )}
      {/* Kept after the reserve: the goods reload and this row turns into 'В корзине' while the
          dialog still shows its confirmation. */}
      {opened > 0 && (
        <Suspense fallback={null}>
          <BuyDialog key={opened} item={item} unitName={unitName} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
