/**
 * The price table's save queue (specification, section 4 'Price editing'): each edited row is queued
 * once, however many keystrokes; a flush (focus leaving the row, or Enter) sends one call per queued
 * row. A row whose save fails goes back in the queue, so the next flush tries again and the typed
 * value is never dropped.
 */
export interface RowSaveQueue<Id> {
  /** Marks a row as edited; a row already queued stays queued once. */
  edit(id: Id): void;
  /** Whether the row has edits not yet saved. */
  has(id: Id): boolean;
  /** Saves the given rows (or every queued row): one call each, rows in the order they were edited. */
  flush(only?: readonly Id[]): Promise<void>;
}

export function createRowSaveQueue<Id>(save: (id: Id) => Promise<void>): RowSaveQueue<Id> {
  const queued = new Set<Id>();
  const inFlight = new Set<Id>();
  return {
    edit(id) {
      queued.add(id);
    },
    has(id) {
      return queued.has(id) || inFlight.has(id);
    },
    async flush(only) {
      const ids = [...queued].filter((id) => !only || only.includes(id));
      for (const id of ids) queued.delete(id);
      await Promise.all(
        ids.map(async (id) => {
          inFlight.add(id);
          try {
            await save(id);
          } catch {
            // Ignored silently (specification, section 8); the row stays edited and queued.
            queued.add(id);
          } finally {
            inFlight.delete(id);
          }
        }),
      );
    },
  };
}
