import { CALLBACK_EVENING_HOUR, CALLBACK_MESSAGES } from '@tmc/shared/callback-schemas';

/** A role option of the form: id is the position index as a string (specification, section 3). */
export interface CallbackRoleOption {
  id: string;
  name: string;
}

/** One option per role name returned by GET /api/request/roles/list, in the server's order. */
export function buildRoleOptions(names: readonly string[]): CallbackRoleOption[] {
  return names.map((name, index) => ({ id: String(index), name }));
}

/** The chosen role's name; with none chosen, the last role of the list (specification, section 5); null for an empty list. */
export function chosenRoleName(options: readonly CallbackRoleOption[], chosenId: string | null | undefined): string | null {
  const chosen = options.find((o) => o.id === chosenId);
  return (chosen ?? options.at(-1))?.name ?? null;
}

/** The success subtitle by the visitor's local hour: before 19:00 the same day, from 19:00 the next working day. */
export function callbackSuccessSubtitle(now: Date): string {
  return now.getHours() < CALLBACK_EVENING_HOUR ? CALLBACK_MESSAGES.successBeforeEvening : CALLBACK_MESSAGES.successEvening;
}
