import { Anchor, Group } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { useCorporation } from '../../features/corporations/api/corporations';
import { CorporationEditor } from '../../features/corporations/components/corporation-editor';
import { QueryView } from '../../components/query-view';

/** /admins/corporations/{id}: edit a corporation's title, blocking and sellers, or delete it. */
export default function AdminCorporationRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const corporation = useCorporation(id);
  const navigate = useNavigate();
  return (
    <MantineScope>
      <PageIntro title={corporation.data?.title ?? t('pages.adminCorporation.title')} lead={t('pages.adminCorporation.lead')}>
        <Group gap="md" mt="xs" mb="md">
          <Anchor component={Link} to={paths.admin.corporations.getHref()}>
            {t('corporations.admin.back')}
          </Anchor>
          {corporation.data && !corporation.data.blocked && (
            <Anchor component={Link} to={paths.corporation.getHref(id)}>
              {t('corporations.admin.publicPage')}
            </Anchor>
          )}
        </Group>
        <QueryView query={corporation}>
          {(data) => (
            <CorporationEditor
              key={`${data.id}-${corporation.dataUpdatedAt}`}
              corporation={data}
              onSaved={() => undefined}
              onDeleted={() => void navigate(paths.admin.corporations.getHref())}
            />
          )}
        </QueryView>
      </PageIntro>
    </MantineScope>
  );
}
