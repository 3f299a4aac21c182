import { AuditLogPage } from '../../features/audit/components/audit-log-page';
import { Intro } from './intro';

/** /admins/audit: the action log for the chief administrator (L1). */
export default function AdminAuditRoute() {
  return (
    <>
      <Intro page="adminAudit">
        <AuditLogPage />
      </Intro>
    </>
  );
}
