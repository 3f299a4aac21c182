// Which request is running, for the action log: a request whose handler recorded its own row (audit.record)
// needs no generic one (audit-requests.ts). AsyncLocalStorage carries the request's note through the
// handler's awaits into the services, so no service needs the request passed in.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestAuditNote {
  /** Set when the request's handler wrote a row of the action log. */
  recorded: boolean;
}

export const requestAuditScope = new AsyncLocalStorage<RequestAuditNote>();

/** Called by audit.record: the running request (if any) has its own row. */
export function noteRecorded(): void {
  const note = requestAuditScope.getStore();
  if (note) note.recorded = true;
}
