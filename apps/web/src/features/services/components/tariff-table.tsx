import { lazy, Suspense, useMemo } from 'react';
import { useServices } from '../api/get-services';
import { toPriceTableRows } from '../price-table-rows';
import { PriceTable } from './price-table';
import { TariffFootnotes } from './tariff-footnotes';

const EditablePriceTable = lazy(() => import('./editable-price-table'));

/**
 * The tariff table with its footnotes: inputs when `editable` (ADMIN L1: the route asks the shared
 * canEditPrices), read-only text for everyone else (specification, section 6). A load failure shows
 * no table and no message (section 8).
 */
export function TariffTable({ editable }: { editable: boolean }) {
  const services = useServices();
  const rows = useMemo(() => toPriceTableRows(services.data ?? []), [services.data]);
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
