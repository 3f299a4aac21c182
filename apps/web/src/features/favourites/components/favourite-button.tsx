import { useTranslation } from 'react-i18next';
import { useAccountModal } from '../../../components/account-modal-context';
import ui from '../../../components/ui.module.css';
import { useToggleFavourite } from '../api/toggle-favourite';

export interface FavouriteButtonProps {
  tmcId: number;
  favourite: boolean;
  /** Who looks (the route knows the signed-in user): only buyers keep favourites. */
  viewer: FavouriteViewer;
  /** 'compact' for list rows. */
  size?: 'compact' | 'default';
}

export type FavouriteViewer = 'unknown' | 'anonymous' | 'buyer' | 'other';

/**
 * Adds an item to favourites or removes it. Favourites are a signed-in buyer's: an anonymous visitor
 * gets the sign-in modal; suppliers and administrators see no button (the server refuses them).
 */
export function FavouriteButton({ tmcId, favourite, viewer, size = 'default' }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  const toggle = useToggleFavourite();

  if (viewer === 'unknown' || viewer === 'other') return null;

  const onClick = () => {
    if (viewer === 'anonymous') {
      accountModal.open('sign-in');
      return;
    }
    toggle.mutate({ tmcId, favourite: !favourite });
  };

  return (
    <div>
      {/* A plain button (components/ui.module.css): it is on the item page's first screen, whose first
          load has a 150 KB budget (DESIGN.md section 8). */}
      <button
        type="button"
        className={ui.button}
        data-variant={favourite ? 'accent' : 'light'}
        data-size={size === 'compact' ? 'xs' : undefined}
        disabled={toggle.isPending}
        aria-busy={toggle.isPending || undefined}
        aria-pressed={viewer === 'buyer' ? favourite : undefined}
        onClick={onClick}
      >
        {favourite ? t('favourites.remove') : t('favourites.add')}
      </button>
      {toggle.isError && (
        <p role="alert" className={ui.errorText}>
          {toggle.error.message}
        </p>
      )}
    </div>
  );
}
