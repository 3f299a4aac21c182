import { lazy, Suspense, useMemo } from 'react';
import { isSubscriptionTier } from '@tmc/shared/subscription-tiers';
import { useServices } from '../api/get-services';
import { toPriceTableRows } from '../price-table-rows';
import { PriceTable } from './price-table';
import { TariffFootnotes } from './tariff-footnotes';

const EditablePriceTable = lazy(() => import('./editable-price-table'));

/**
 * The tariff table with its footnotes: inputs when `editable` (ADMIN L1: the route asks the shared
 * canEditPrices), read-only text for everyone else (specification, section 6). A load failure shows
 * no table and no message (section 8). `sellersOnly` leaves out the buyers' subscription prices.
 */
export function TariffTable({ editable, sellersOnly = false }: { editable: boolean; sellersOnly?: boolean }) {
  const services = useServices();
  // The public tariff page is the suppliers' price table: the buyers' subscription prices (rows of the same
  // price list, edited on /admins/services) are shown on /subscription/keyword instead.
  const rows = useMemo(() => {
    const groups = services.data ?? [];
    return toPriceTableRows(sellersOnly ? groups.filter((g) => !g.priceLists.some((r) => isSubscriptionTier(r.tier))) : groups);
  }, [services.data, sellersOnly]);
  const readOnly = <PriceTable rows={rows} />;
  return (
    <div>
      {services.data &&
        (editable ? (
          <Suspense fallback={readOnly}>
            <EditablePriceTable rows={rows} />
          </Suspense>
        ) : (
          readOnly
        ))}
      <TariffFootnotes />
    </div>
  );
}
