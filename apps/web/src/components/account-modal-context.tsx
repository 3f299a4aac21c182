import { createContext, useContext } from 'react';

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

/**
 * Features open the account modals through this context (a favourite button asks a visitor to sign
 * in); the site shell provides it and owns the modals (app/shell/account-modal-provider.tsx), so no
 * feature depends on the auth forms.
 */
export const AccountModalContext = createContext<AccountModalControls | null>(null);

export function useAccountModal(): AccountModalControls {
  const controls = useContext(AccountModalContext);
  if (!controls) throw new Error('useAccountModal must be used inside AccountModalProvider');
  return controls;
}
