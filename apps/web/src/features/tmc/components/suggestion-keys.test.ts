import { describe, expect, it } from 'vitest';
import { suggestionKey } from './suggestion-keys';

const list = ['труба', 'трубы стальные', 'трубка'];
const closed = { open: false, highlighted: -1 };
const at = (highlighted: number) => ({ open: true, highlighted });

describe('search box keyboard logic', () => {
  it('ArrowDown opens the list on the first suggestion, then moves and wraps through the typed text', () => {
    expect(suggestionKey('ArrowDown', closed, list, 'тру')).toEqual({ kind: 'move', state: at(0) });
    expect(suggestionKey('ArrowDown', at(0), list, 'тру')).toEqual({ kind: 'move', state: at(1) });
    expect(suggestionKey('ArrowDown', at(2), list, 'тру')).toEqual({ kind: 'move', state: at(-1) });
    expect(suggestionKey('ArrowDown', at(-1), list, 'тру')).toEqual({ kind: 'move', state: at(0) });
  });

  it('ArrowUp goes from the typed text to the last suggestion and back up', () => {
    expect(suggestionKey('ArrowUp', closed, list, 'тру')).toEqual({ kind: 'move', state: at(2) });
    expect(suggestionKey('ArrowUp', at(-1), list, 'тру')).toEqual({ kind: 'move', state: at(2) });
    expect(suggestionKey('ArrowUp', at(1), list, 'тру')).toEqual({ kind: 'move', state: at(0) });
    expect(suggestionKey('ArrowUp', at(0), list, 'тру')).toEqual({ kind: 'move', state: at(-1) });
  });

  it('arrows do nothing of ours without suggestions', () => {
    expect(suggestionKey('ArrowDown', closed, [], 'тру')).toEqual({ kind: 'ignore' });
    expect(suggestionKey('ArrowUp', at(-1), [], 'тру')).toEqual({ kind: 'ignore' });
  });

  it('Enter searches the highlighted suggestion, else the typed text', () => {
    expect(suggestionKey('Enter', at(1), list, 'тру')).toEqual({ kind: 'search', text: 'трубы стальные' });
    expect(suggestionKey('Enter', at(-1), list, ' трубы  ')).toEqual({ kind: 'search', text: 'трубы' });
    // A highlight left over in a closed list is not what the user sees: the typed text wins.
    expect(suggestionKey('Enter', { open: false, highlighted: 1 }, list, 'кабель')).toEqual({ kind: 'search', text: 'кабель' });
  });

  it('Escape closes an open list and leaves a closed one to the browser', () => {
    expect(suggestionKey('Escape', at(1), list, 'тру')).toEqual({ kind: 'close', state: closed });
    expect(suggestionKey('Escape', closed, list, 'тру')).toEqual({ kind: 'ignore' });
    expect(suggestionKey('Tab', at(1), list, 'тру')).toEqual({ kind: 'ignore' });
  });
});
