import { canManagePlatform, type Principal } from '@tmc/shared/roles';
import { SellerListBox } from '../../../components/list-dropdown/seller-list-box';
import type { SellerMenuLocation } from '../../../components/list-dropdown/seller-menu';
import { moscowDay } from '../../../lib/dates';
import { useAdminSellers, type SellerListScope } from '../api/get-admin-sellers';
import { useSellerEntry } from '../api/seller-entry';
import classes from './seller-entry.module.css';

export interface AdminSellerListProps {
  /** Whose sellers: every seller, or the curator's own (sellerListScopeOf). */
  scope: SellerListScope | null;
  /** 'settings': each line opens the seller's card; 'sellers': the seller's goods (section 2). */
  location: SellerMenuLocation;
  /** The seller whose page is open (yellow). */
  selectedCode?: string | null;
  /** The signed-in administrator: L1/L2 get the 'input' button in location 'settings'. */
  principal?: Principal | null;
  /** Only the sellers this curator (login name) supports: a curator's page. */
  curator?: string;
}

/** The admin module's seller list in place: numbered, coloured by status with a legend, filtered as one types. */
export function AdminSellerList({ scope, location, selectedCode = null, principal = null, curator }: AdminSellerListProps) {
  const sellers = useAdminSellers(scope);
  const all = sellers.data?.items ?? [];
  const shown = curator === undefined ? all : all.filter((s) => s.curator?.toLowerCase() === curator.toLowerCase());
  const entry = useSellerEntry();
  return (
    <>
      {entry.error && (
        <p role="alert" className={classes.error}>
          {entry.error}
        </p>
      )}
      <SellerListBox
        sellers={shown}
        status={sellers.isError ? 'error' : sellers.isSuccess ? 'success' : 'pending'}
        location={location}
        module="admins"
        selectedCode={selectedCode}
        today={moscowDay()}
        onEnter={canManagePlatform(principal) ? entry.enter : undefined}
      />
    </>
  );
}
