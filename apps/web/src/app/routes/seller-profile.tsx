import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { OwnProfile } from '../../features/auth/components/own-profile';

/** /sellers/{code}/profile: the representative's own profile (the same form as /account) and a new password by mail. */
export default function SellerProfileRoute() {
  const { t } = useTranslation();
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerProfile.title')} lead={t('pages.sellerProfile.lead')}>
        <OwnProfile withForm />
      </PageIntro>
    </MantineScope>
  );
}
