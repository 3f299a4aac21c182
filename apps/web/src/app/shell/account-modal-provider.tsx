import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AccountModalContext, type AccountModalView } from '../../components/account-modal-context';

// The modal's code loads the first time it opens (or is about to): most visitors never open it.
const loadAccountModal = () => import('./account-modal');
const preload = () => void loadAccountModal();
const AccountModal = lazy(loadAccountModal);

/** Provides the account modals' controls to the whole app and renders the modal once it was opened. */
export function AccountModalProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AccountModalView | null>(null);
  const [everOpened, setEverOpened] = useState(false);

  const open = useCallback((next: AccountModalView) => {
    setEverOpened(true);
    setView(next);
  }, []);
  const close = useCallback(() => setView(null), []);
  const controls = useMemo(() => ({ open, close, view, preload }), [open, close, view]);

  return (
    <AccountModalContext value={controls}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <AccountModal view={view} onClose={close} />
        </Suspense>
      )}
    </AccountModalContext>
  );
}
