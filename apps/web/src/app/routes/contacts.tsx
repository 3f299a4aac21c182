import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InfoContent } from '../../features/info-pages/components/info-content';
import { InfoPage } from '../layouts/info-page';
import { contactsContent } from '../../features/info-pages/content/contacts';
import { useAppConfig } from '../../lib/app-config-context';
import { usePageViewLog } from '../../features/logs/use-page-view-log';

export default function ContactsRoute() {
  const { t } = useTranslation();
  usePageViewLog('contacts');
  const content = contactsContent(useAppConfig());
  return (
    <InfoPage title={t('pages.contacts.title')} description={content.description} canonicalPath={paths.contacts.getHref()}>
      <InfoContent content={content} />
    </InfoPage>
  );
}
