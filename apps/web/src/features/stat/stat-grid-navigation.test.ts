import { describe, expect, it } from 'vitest';
import { gridReducer, moveOfKey, type GridMove, type GridState } from './stat-grid-navigation';

const lengths = [3, 10, 10, 0];
const move = (state: GridState, m: GridMove, sizes: readonly number[] = lengths) => gridReducer(state, { type: 'move', move: m, lengths: sizes });

describe('statistics keyboard navigation', () => {
  it('maps the arrow keys and nothing else', () => {
    expect(moveOfKey('ArrowUp')).toBe('up');
    expect(moveOfKey('ArrowDown')).toBe('down');
    expect(moveOfKey('ArrowLeft')).toBe('left');
    expect(moveOfKey('ArrowRight')).toBe('right');
    expect(moveOfKey('Enter')).toBeNull();
    expect(moveOfKey('a')).toBeNull();
  });

  it('highlights the first cell on the first arrow', () => {
    expect(move(null, 'down')).toEqual({ col: 0, row: 0 });
    expect(move(null, 'left')).toEqual({ col: 0, row: 0 });
    expect(move(null, 'down', [0, 4])).toEqual({ col: 1, row: 0 });
    expect(move(null, 'down', [0, 0])).toBeNull();
  });

  it('moves down and up within a column and stops at its ends', () => {
    expect(move({ col: 1, row: 0 }, 'down')).toEqual({ col: 1, row: 1 });
    expect(move({ col: 1, row: 9 }, 'down')).toEqual({ col: 1, row: 9 });
    expect(move({ col: 1, row: 5 }, 'up')).toEqual({ col: 1, row: 4 });
    expect(move({ col: 1, row: 0 }, 'up')).toEqual({ col: 1, row: 0 });
  });

  it('moves between columns keeping the row, or the last row of a shorter column', () => {
    expect(move({ col: 0, row: 2 }, 'right')).toEqual({ col: 1, row: 2 });
    expect(move({ col: 1, row: 7 }, 'left')).toEqual({ col: 0, row: 2 });
    expect(move({ col: 1, row: 7 }, 'right')).toEqual({ col: 2, row: 7 });
    // The empty last column is skipped: nowhere to go.
    expect(move({ col: 2, row: 7 }, 'right')).toEqual({ col: 2, row: 7 });
    expect(move({ col: 0, row: 1 }, 'left')).toEqual({ col: 0, row: 1 });
    // An empty column in the middle is jumped over.
    expect(move({ col: 0, row: 1 }, 'right', [3, 0, 5])).toEqual({ col: 2, row: 1 });
  });

  it('sets and resets the highlight', () => {
    expect(gridReducer(null, { type: 'set', cell: { col: 2, row: 4 } })).toEqual({ col: 2, row: 4 });
    expect(gridReducer({ col: 2, row: 4 }, { type: 'reset' })).toBeNull();
  });
});
