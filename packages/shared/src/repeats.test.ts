import { describe, it, expect } from 'vitest';
import { MIN_REPEAT_RUN, hasRepeats } from './repeats.ts';

describe('hasRepeats', () => {
  it('uses a run of 4', () => {
    expect(MIN_REPEAT_RUN).toBe(4);
  });

  it('finds 4 or more equal characters in a row', () => {
    expect(hasRepeats('aaaa')).toBe(true);
    expect(hasRepeats('0000000000')).toBe(true);
    expect(hasRepeats('x1111y')).toBe(true);
    expect(hasRepeats('ааааа')).toBe(true);
    expect(hasRepeats('ok!!!!')).toBe(true);
  });

  it('does not count 3 in a row, or 4 that are not in a row', () => {
    expect(hasRepeats('aaa')).toBe(false);
    expect(hasRepeats('aaabaaa')).toBe(false);
    expect(hasRepeats('abababab')).toBe(false);
    expect(hasRepeats('7707083893')).toBe(false);
    expect(hasRepeats('')).toBe(false);
  });

  it('is case-sensitive and treats an emoji as one character', () => {
    expect(hasRepeats('aAaA')).toBe(false);
    expect(hasRepeats('😀😀😀😀')).toBe(true);
    expect(hasRepeats('😀😀😀')).toBe(false);
  });

  it('counts any character, line breaks included', () => {
    expect(hasRepeats('a\n\n\n\nb')).toBe(true);
    expect(hasRepeats('    ')).toBe(true);
  });

  it('gives the same answer on repeated calls (no regex state)', () => {
    expect(hasRepeats('bbbb')).toBe(true);
    expect(hasRepeats('bbbb')).toBe(true);
  });
});
