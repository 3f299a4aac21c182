import { useState } from 'react';
import { canManagePlatform, type Principal } from '@tmc/shared/roles';
import { SellerDropdown } from '../../../components/list-dropdown/seller-dropdown';
import { moscowDay } from '../../../lib/dates';
import { useAdminSellers, type SellerListScope } from '../api/get-admin-sellers';
import { useSellerEntry } from '../api/seller-entry';
import classes from './seller-entry.module.css';

export interface AdminSellerDropdownsProps {
  scope: SellerListScope | null;
  /** The seller whose page is open (yellow), and which of the two locations it was opened from. */
  selectedCode: string | null;
  selectedLocation: 'sellers' | 'settings' | null;
  /** The signed-in administrator: L1/L2 get the 'input' button of the 'settings' location. */
  principal: Principal | null;
}

/**
 * The seller dropdown in both of its locations (specification, section 2) for the admin module's header:
 * 'Поставщики' leads to a seller's goods (/admins/sellers/{code}/entities), 'Настройки' to its card
 * (/admins/settings/{code}/entities). The list loads when either is about to open.
 */
export function AdminSellerDropdowns({ scope, selectedCode, selectedLocation, principal }: AdminSellerDropdownsProps) {
  const [wanted, setWanted] = useState(false);
  const entry = useSellerEntry();
  const sellers = useAdminSellers(scope, { enabled: wanted });
  const status = sellers.isError ? 'error' : sellers.isSuccess ? 'success' : 'pending';
  const common = {
    sellers: sellers.data?.items ?? [],
    status,
    onIntent: () => setWanted(true),
    module: 'admins',
    today: moscowDay(),
  } as const;
  return (
    <>
      <SellerDropdown {...common} location="sellers" selectedCode={selectedCode} active={selectedLocation === 'sellers'} />
      <SellerDropdown
        {...common}
        location="settings"
        labelKey="admin.settingsMenu"
        selectedCode={selectedCode}
        active={selectedLocation === 'settings'}
        onEnter={canManagePlatform(principal) ? entry.enter : undefined}
      />
      {entry.error && (
        <p role="alert" className={classes.error}>
          {entry.error}
        </p>
      )}
    </>
  );
}
