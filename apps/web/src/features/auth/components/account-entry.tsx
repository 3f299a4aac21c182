import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountModal } from '../../../components/account-modal-context';
import { UserIcon } from '../../../components/icons';
import { LazyPart } from '../../../components/lazy-part';
import type { SignInStatus } from '../api/get-logged-in';
import classes from './account-entry.module.css';
import ui from '../../../components/ui.module.css';

// Most visitors are not signed in: the signed-in entry (name, areas, sign-out) is its own chunk,
// so it stays out of the first load's budget.
const SignedInEntry = lazy(() => import('./signed-in-entry'));

/**
 * The top bar's account entry: 'Авторизация' for a visitor (specification, section 2: only when not
 * signed in); for a signed-in user their name, their areas and 'Выйти' (signed-in-entry.tsx).
 * Plain elements only (no Mantine, no zod): it is part of the first load.
 */
export function AccountEntry({ status }: { status: SignInStatus }) {
  const { t } = useTranslation();
  const accountModal = useAccountModal();

  if (status === 'signed-in') {
    return (
      <LazyPart>
        <SignedInEntry />
      </LazyPart>
    );
  }
  if (status !== 'signed-out') return null;
  return (
    <button
      type="button"
      className={`${ui.button} ${classes.signIn}`}
      onClick={() => accountModal.open('sign-in')}
      onMouseEnter={accountModal.preload}
      onFocus={accountModal.preload}
    >
      <UserIcon size={18} />
      <span className={classes.label}>{t('topBar.signIn')}</span>
    </button>
  );
}
