import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS whose module.exports is the decoder itself, while its types describe an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

// Reading the PDFs the way a person's tools do: poppler-utils (Debian's `poppler-utils`: pdftotext,
// pdftoppm, pdffonts, pdfinfo) for text, pages and fonts, and a pure-JS QR decoder on the rendered page.

function poppler(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} not found: the document tests need poppler-utils (apt-get install -y poppler-utils)`, { cause: error });
    }
    throw error;
  }
}

function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmc-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, with whitespace runs collapsed to one space (pdftotext's reading order). */
export function pdfText(pdf: Buffer): string {
  return withPdfFile(pdf, (file) => poppler('pdftotext', ['-enc', 'UTF-8', file, '-'])).replace(/\s+/g, ' ');
}

/** The text of one page, laid out as on the page (pdftotext -layout). */
export function pdfPageLayoutText(pdf: Buffer, page: number): string {
  return withPdfFile(pdf, (file) => poppler('pdftotext', ['-layout', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-']));
}

export function pdfPageCount(pdf: Buffer): number {
  const info = withPdfFile(pdf, (file) => poppler('pdfinfo', [file]));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
}

/** The fonts the PDF uses, as pdffonts lists them (its columns are as wide as the dashes under the header). */
export function pdfFonts(pdf: Buffer): PdfFont[] {
  const [, dashes = '', ...rows] = withPdfFile(pdf, (file) => poppler('pdffonts', [file])).trimEnd().split('\n');
  const columns = [...dashes.matchAll(/-+/g)].map((match) => [match.index, match.index + match[0].length] as const);
  const cell = (row: string, i: number) => row.slice(columns[i]?.[0], columns[i]?.[1]).trim();
  return rows.map((row) => ({ name: cell(row, 0), type: cell(row, 1), embedded: cell(row, 3) === 'yes' }));
}

/** Renders one page to PNG with pdftoppm (anti-aliased, as a viewer shows it). */
export function renderPdfPage(pdf: Buffer, page = 1, dpi = 100): PNG {
  return withPdfFile(pdf, (file, dir) => {
    const out = path.join(dir, 'page');
    poppler('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, out]);
    return PNG.sync.read(fs.readFileSync(`${out}.png`));
  });
}

/** The QR code found on the image, its bytes read as UTF-8; null when there is none. */
export function decodeQrCode(png: PNG): string | null {
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  const code = jsQR(pixels, png.width, png.height);
  return code ? Buffer.from(code.binaryData).toString('utf8') : null;
}
