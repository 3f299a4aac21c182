import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../components/not-found';
import ui from '../../components/ui.module.css';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { FavouriteButton } from '../../features/favourites/components/favourite-button';
import { favouriteViewer } from '../../features/favourites/favourite-viewer';
import { BuyButton } from '../../features/cart/components/buy-button';
import { buyViewer } from '../../features/cart/components/buy-viewer';
import { useTmc } from '../../features/tmc/api/get-tmc';
import { unitName } from '../../features/tmc/tmc-format';
import { TmcDetailsView } from '../../features/tmc/components/tmc-details-view';
import { TmcListError } from '../../features/tmc/components/tmc-list-states';
import { TmcPage } from '../../features/tmc/components/tmc-page';

const ID = /^[1-9]\d{0,15}$/;

/** /search/{id}: a goods item with its photos, fields, additional attributes and seller. */
export default function TmcItemRoute() {
  const { id: raw = '' } = useParams();
  const valid = ID.test(raw) && Number.isSafeInteger(Number(raw));
  if (!valid) return <NotFoundPage />;
  return (
    // Plain elements only (no Mantine scope): the item page's first load has a 150 KB budget.
    <TmcPage>
      <TmcItem id={Number(raw)} />
    </TmcPage>
  );
}

function TmcItem({ id }: { id: number }) {
  const { t } = useTranslation();
  const item = useTmc(id);
  const { status, principal } = useSignInStatus();
  useDocumentTitle(item.data?.name ?? t('tmc.item.title'));

  if (item.isPending) {
    return (
      <div role="status" aria-label={t('tmc.states.loading')} className={ui.skeletonStack}>
        <div className={ui.skeleton} style={{ height: 32, width: '60%' }} />
        <div className={ui.skeleton} style={{ height: 320 }} />
        <div className={ui.skeleton} style={{ height: 18, width: '40%' }} />
      </div>
    );
  }
  if (item.isError) {
    // Not published, held by another buyer, or gone: the same 404 for all of them.
    if (item.error instanceof ApiError && item.error.status === 404) return <NotFoundPage />;
    return <TmcListError error={item.error} onRetry={() => void item.refetch()} />;
  }

  const data = item.data;
  // The owner supplier and administrators L1/L2 may edit (the server says so in `editable`).
  const editCode = data.editable ? data.seller.sellerCode : null;
  return (
    <TmcDetailsView
      item={data}
      showStatus={data.editable || data.status !== 'published'}
      actions={
        <>
          {data.status === 'published' && !data.editable && (
            <BuyButton
              item={{ id: data.id, name: data.name, quantity: data.quantity, reservedByMe: data.reservedByMe }}
              unitName={unitName(data.unit)}
              viewer={buyViewer(status, principal)}
            />
          )}
          <FavouriteButton tmcId={data.id} favourite={data.favourite} viewer={favouriteViewer(status, principal)} />
          {editCode && (
            <Link to={paths.sellerEntityEdit.getHref(editCode, data.id)} className={ui.button} data-variant="light">
              {t('tmc.item.edit')}
            </Link>
          )}
        </>
      }
    />
  );
}
