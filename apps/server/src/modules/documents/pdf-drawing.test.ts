import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { FONTS } from './pdf-drawing.ts';

// The documents' fonts come from npm packages, not the machine: they must stay TrueType, cover what
// Russian documents print, and allow embedding.
const ALPHABET = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const SIGNS = '№«»„“”—–×²³₽';

describe('the document fonts', () => {
  it.each(Object.entries(FONTS))('%s is a TrueType file with Cyrillic and the signs documents print, embeddable', (_, file) => {
    expect(fs.readFileSync(file).readUInt32BE(0)).toBe(0x00010000); // the TrueType (glyf) signature
    const font = fontkit.openSync(file);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
    expect(font.type).toBe('TTF');
    const missing = [...ALPHABET, ...SIGNS].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
    // OS/2 fsType 0 = installable embedding: no restriction on embedding or subsetting.
    expect(font['OS/2'].fsType).toMatchObject({ noEmbedding: false, viewOnly: false, noSubsetting: false, bitmapOnly: false });
  });
});
