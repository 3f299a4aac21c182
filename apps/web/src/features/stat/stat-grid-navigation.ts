/** A cell of the statistics table: column and row. */
export interface GridCell {
  col: number;
  row: number;
}

export type GridMove = 'up' | 'down' | 'left' | 'right';

export type GridAction =
  | { type: 'move'; move: GridMove; lengths: readonly number[] }
  | { type: 'set'; cell: GridCell }
  | { type: 'reset' };

export type GridState = GridCell | null;

const KEY_MOVES: Readonly<Record<string, GridMove>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The move of an arrow key, or null for any other key. */
export const moveOfKey = (key: string): GridMove | null => KEY_MOVES[key] ?? null;

function firstFilled(lengths: readonly number[]): GridCell | null {
  const col = lengths.findIndex((n) => n > 0);
  return col < 0 ? null : { col, row: 0 };
}

/**
 * The highlighted cell: arrows move it within a column and between columns (skipping empty ones,
 * keeping the row, or the column's last row when it is shorter); it stops at the edges. With
 * nothing highlighted, any arrow highlights the first cell.
 */
export function gridReducer(state: GridState, action: GridAction): GridState {
  if (action.type === 'reset') return null;
  if (action.type === 'set') return action.cell;
  const { lengths, move } = action;
  if (!state || (lengths[state.col] ?? 0) === 0) return firstFilled(lengths);
  const { col, row } = state;
  if (move === 'up') return row > 0 ? { col, row: row - 1 } : state;
  if (move === 'down') return row < lengths[col]! - 1 ? { col, row: row + 1 } : state;
  const step = move === 'left' ? -1 : 1;
  for (let c = col + step; c >= 0 && c < lengths.length; c += step) {
    const length = lengths[c] ?? 0;
    if (length > 0) return { col: c, row: Math.min(row, length - 1) };
  }
  return state;
}
