// The search box's keyboard logic, apart from React so it can be tested on its own: which suggestion is
// highlighted after a key, and what Enter does.

export interface SuggestionKeyState {
  /** Index of the highlighted suggestion, -1 for none (the typed text). */
  highlighted: number;
  open: boolean;
}

export type SuggestionKeyResult =
  | { kind: 'move'; state: SuggestionKeyState }
  /** Search for this text (the highlighted suggestion, or the typed text when none is). */
  | { kind: 'search'; text: string }
  | { kind: 'close'; state: SuggestionKeyState }
  /** Not ours: the browser's default behaviour stays. */
  | { kind: 'ignore' };

/**
 * ArrowDown / ArrowUp move through the suggestions and wrap through "none" (back to the typed text),
 * as browser address bars do; Enter searches; Escape closes the list (a second Escape is the browser's).
 */
export function suggestionKey(
  key: string,
  state: SuggestionKeyState,
  suggestions: readonly string[],
  typed: string,
): SuggestionKeyResult {
  const count = suggestions.length;
  switch (key) {
    case 'ArrowDown': {
      if (count === 0) return { kind: 'ignore' };
      if (!state.open) return { kind: 'move', state: { open: true, highlighted: 0 } };
      const next = state.highlighted + 1 >= count ? -1 : state.highlighted + 1;
      return { kind: 'move', state: { open: true, highlighted: next } };
    }
    case 'ArrowUp': {
      if (count === 0) return { kind: 'ignore' };
      if (!state.open) return { kind: 'move', state: { open: true, highlighted: count - 1 } };
      const next = state.highlighted <= -1 ? count - 1 : state.highlighted - 1;
      return { kind: 'move', state: { open: true, highlighted: next } };
    }
    case 'Enter': {
      const chosen = state.open && state.highlighted >= 0 ? suggestions[state.highlighted] : undefined;
      return { kind: 'search', text: (chosen ?? typed).trim() };
    }
    case 'Escape':
      if (!state.open) return { kind: 'ignore' };
      return { kind: 'close', state: { open: false, highlighted: -1 } };
    default:
      return { kind: 'ignore' };
  }
}
