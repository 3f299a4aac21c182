import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountModal } from '../../../components/account-modal-context';
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
      <Button
        variant={favourite ? 'filled' : 'light'}
        color={favourite ? 'accent' : 'brand'}
        size={size === 'compact' ? 'xs' : 'sm'}
        loading={toggle.isPending}
        aria-pressed={viewer === 'buyer' ? favourite : undefined}
        onClick={onClick}
      >
        {favourite ? t('favourites.remove') : t('favourites.add')}
      </Button>
      {toggle.isError && (
        <Text role="alert" c="red.7" size="sm" mt={4}>
          {toggle.error.message}
        </Text>
      )}
    </div>
  );
}
