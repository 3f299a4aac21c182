import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The account modals of the specification (section 2): sign-in, registration, password recovery. */
export type AccountModalView = 'sign-in' | 'registration' | 'recovery';

export interface AccountModalControls {
  open: (view: AccountModalView) => void;
  close: () => void;
  /** The view on screen, or null when the modal is closed. */
  view: AccountModalView | null;
  /** Starts loading the modal's code (hover or focus on a button that opens it). */
  preload: () => void;
}

const AccountModalContext = createContext<AccountModalControls | null>(null);

// The modal's code loads the first time it opens (or is about to): most visitors never open it.
const loadAccountModal = () => import('./account-modal');
const preload = () => void loadAccountModal();
const AccountModal = lazy(loadAccountModal);

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

export function useAccountModal(): AccountModalControls {
  const controls = useContext(AccountModalContext);
  if (!controls) throw new Error('useAccountModal must be used inside AccountModalProvider');
  return controls;
}
