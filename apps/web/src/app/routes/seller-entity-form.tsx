import { Alert, Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canPlaceGoods, isSellerUser } from '@tmc/shared/roles';
import { MantineScope } from '../../components/mantine-scope';
import { NotFoundPage } from '../../components/not-found';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useCabinet } from '../../features/cabinet/api/get-cabinet';
import { useTmcDictionaries } from '../../features/tmc/api/get-dictionaries';
import { useTmc } from '../../features/tmc/api/get-tmc';
import { TmcStatusBadge } from '../../features/tmc/components/tmc-details-view';
import { TmcForm } from '../../features/tmc/components/tmc-form';
import { TmcListError } from '../../features/tmc/components/tmc-list-states';
import { TmcPhotosEditor } from '../../features/tmc/components/tmc-photos-editor';

const ID = /^[1-9]\d{0,15}$/;

/**
 * /sellers/{code}/entities/new and /sellers/{code}/entities/{id}/edit: the supplier's goods form.
 * Photos belong to a saved item, so a new item is saved first and the page becomes its edit page.
 */
export default function SellerEntityFormRoute() {
  const { t } = useTranslation();
  const { sellerCode = '', id } = useParams();
  const { status, profile, principal } = useSignInStatus();
  const allowed = canPlaceGoods(principal) && (!isSellerUser(principal) || profile?.sellerCode === sellerCode);
  // Whether the seller is trusted (its goods are published at once); the cabinet's summary says, for its representatives.
  const cabinet = useCabinet(sellerCode, allowed && isSellerUser(principal));
  const trusted = cabinet.data?.trusted ?? false;

  if (id !== undefined && !ID.test(id)) return <NotFoundPage />;

  return (
    <MantineScope>
      <PageIntro
        title={t(id ? 'tmc.form.editTitle' : 'tmc.form.newTitle')}
        lead={t(trusted ? 'tmc.form.leadTrusted' : 'tmc.form.lead', { code: sellerCode })}
      >
        <Anchor component={Link} to={paths.sellerEntities.getHref(sellerCode)} mt="sm" mb="md" display="inline-block">
          {t('tmc.form.back')}
        </Anchor>
        {status === 'unknown' ? (
          <Skeleton height={300} />
        ) : !allowed ? (
          <Alert color="red" role="alert">
            {status === 'signed-out' ? t('tmc.form.signInRequired') : t('tmc.form.forbidden')}
          </Alert>
        ) : (
          <FormArea
            sellerCode={sellerCode}
            id={id ? Number(id) : null}
            trusted={trusted}
            // A representative buys a tier in its cabinet; an administrator sets it on the tiers page.
            tierHref={isSellerUser(principal) ? paths.sellerTariff.getHref(sellerCode) : paths.admin.tiers.getHref(sellerCode)}
          />
        )}
      </PageIntro>
    </MantineScope>
  );
}

type Notice = 'created' | 'updated' | 'createdPublished' | 'updatedPublished';

function FormArea({ sellerCode, id, trusted, tierHref }: { sellerCode: string; id: number | null; trusted: boolean; tierHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const dictionaries = useTmcDictionaries();
  const item = useTmc(id ?? 0, { enabled: id !== null });
  const notice = (location.state as { notice?: Notice } | null)?.notice;

  if (dictionaries.isPending || (id !== null && item.isPending)) {
    return (
      <Stack role="status" aria-label={t('tmc.states.loading')}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (dictionaries.isError) return <TmcListError error={dictionaries.error} onRetry={() => void dictionaries.refetch()} />;
  if (id !== null && item.isError) {
    if (item.error instanceof ApiError && item.error.status === 404) return <NotFoundPage />;
    return <TmcListError error={item.error} onRetry={() => void item.refetch()} />;
  }
  const current = id !== null ? (item.data ?? null) : null;

  return (
    <Stack gap="xl">
      {notice && (
        <Alert color="green" role="status" title={t(`tmc.form.${notice}Title`)}>
          {t(`tmc.form.${notice}Text`)}
        </Alert>
      )}
      {current && (
        <Stack gap={6}>
          <div>
            <TmcStatusBadge status={current.status} />
          </div>
          {current.status === 'rejected' && current.rejectReason && (
            <Alert color="red" title={t('tmc.form.rejectedTitle')}>
              {current.rejectReason}
            </Alert>
          )}
        </Stack>
      )}
      <TmcForm
        key={current?.id ?? 'new'}
        sellerCode={sellerCode}
        item={current}
        dictionaries={dictionaries.data}
        publishesAtOnce={trusted}
        tierHref={tierHref}
        onSaved={(saved) => {
          // A trusted seller's goods are published at once: the notice says what the server did.
          const published = saved.status === 'published';
          if (id === null) {
            const notice: Notice = published ? 'createdPublished' : 'created';
            void navigate(paths.sellerEntityEdit.getHref(sellerCode, saved.id), { replace: true, state: { notice } });
          } else {
            const notice: Notice = published ? 'updatedPublished' : 'updated';
            void navigate(location.pathname, { replace: true, state: { notice } });
          }
        }}
      />
      <section aria-labelledby="tmc-photos-title">
        <Title order={3} id="tmc-photos-title" mb="sm">
          {t('tmc.photos.title')}
        </Title>
        {current ? <TmcPhotosEditor tmcId={current.id} photos={current.photos} /> : <p>{t('tmc.photos.afterSave')}</p>}
      </section>
    </Stack>
  );
}
