import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

/** The link to /account/auth/, where the password-creation mail is sent again (specification, section 2). */
export function ResendLink({ email, onNavigate }: { email?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.accountAuth.getHref(email?.trim() || undefined)} onClick={onNavigate} size="sm">
      {t('auth.resend.link')}
    </Anchor>
  );
}
