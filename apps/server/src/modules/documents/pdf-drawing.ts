import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

// The few drawing tools the documents need on top of pdfkit: a document that collects into a
// Buffer, text in a box, ruled cells and rows, and a vector QR code.

const require = createRequire(import.meta.url);

/**
 * PT Sans and PT Sans Narrow (ParaType, SIL Open Font License 1.1: embedding allowed) as TrueType
 * files from their npm packages: every PDF embeds a subset of them, whatever fonts the machine has.
 * The fonts are named by file path, which is also pdfkit's cache key within a document.
 */
export const FONTS = {
  regular: require.resolve('@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf'),
  narrow: require.resolve('@expo-google-fonts/pt-sans-narrow/400Regular/PTSansNarrow_400Regular.ttf'),
  narrowBold: require.resolve('@expo-google-fonts/pt-sans-narrow/700Bold/PTSansNarrow_700Bold.ttf'),
} as const;

export type PdfDocument = PDFKit.PDFDocument;

export interface PdfCanvas {
  doc: PdfDocument;
  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
}

export function createPdf(options: { layout: 'portrait' | 'landscape'; title: string; author: string; subject: string }): PdfCanvas {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout,
    // The layouts place everything themselves; no page margin, so pdfkit never breaks a page on its own.
    margin: 0,
    bufferPages: true,
    font: FONTS.regular,
    lang: 'ru-RU',
    displayTitle: true,
    info: { Title: options.title, Author: options.author, Subject: options.subject, Creator: 'ТМЦ Маркет' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish() {
      doc.end();
      return done;
    },
  };
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextStyle {
  font: string;
  size: number;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
  /** Inner space on every side of a cell. */
  padding?: number;
}

/** The height the text takes at this width and style, padding included. */
export function textHeight(doc: PdfDocument, text: string, width: number, style: TextStyle): number {
  const padding = style.padding ?? 0;
  if (!text) return doc.font(style.font).fontSize(style.size).currentLineHeight() + 2 * padding;
  return doc.font(style.font).fontSize(style.size).heightOfString(text, { width: width - 2 * padding }) + 2 * padding;
}

/** Writes the text inside the box, wrapped to its width and aligned in both directions. */
export function drawText(doc: PdfDocument, text: string, box: Box, style: TextStyle): void {
  if (!text) return;
  const padding = style.padding ?? 0;
  const width = box.w - 2 * padding;
  const height = textHeight(doc, text, box.w, style) - 2 * padding;
  const free = box.h - 2 * padding - height;
  const shift = style.valign === 'middle' ? free / 2 : style.valign === 'bottom' ? free : 0;
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor('black')
    .text(text, box.x + padding, box.y + padding + Math.max(0, shift), { width, align: style.align ?? 'left', lineGap: 0 });
}

/** Draws the chosen sides of a box ('all' by default). */
export function strokeBox(doc: PdfDocument, box: Box, lineWidth = 0.5, sides: 'all' | Array<'top' | 'right' | 'bottom' | 'left'> = 'all'): void {
  doc.lineWidth(lineWidth).strokeColor('black');
  if (sides === 'all') {
    doc.rect(box.x, box.y, box.w, box.h).stroke();
    return;
  }
  const { x, y, w, h } = box;
  const segments = { top: [x, y, x + w, y], right: [x + w, y, x + w, y + h], bottom: [x, y + h, x + w, y + h], left: [x, y, x, y + h] };
  for (const side of sides) {
    const [x1, y1, x2, y2] = segments[side] as [number, number, number, number];
    doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
  }
}

export function horizontalLine(doc: PdfDocument, x1: number, x2: number, y: number, lineWidth = 0.5): void {
  doc.lineWidth(lineWidth).strokeColor('black').moveTo(x1, y).lineTo(x2, y).stroke();
}

export interface Cell {
  text: string;
  width: number;
  style?: Partial<TextStyle>;
}

/** The height of a row of cells: the tallest cell, at least `minHeight`. */
export function rowHeight(doc: PdfDocument, cells: readonly Cell[], base: TextStyle, minHeight = 0): number {
  return Math.max(minHeight, ...cells.map((cell) => textHeight(doc, cell.text, cell.width, { ...base, ...cell.style })));
}

/** Draws a row of ruled cells from (x, y), each cell as tall as the row. */
export function drawRow(doc: PdfDocument, x: number, y: number, height: number, cells: readonly Cell[], base: TextStyle, lineWidth = 0.5): void {
  let left = x;
  for (const cell of cells) {
    const box = { x: left, y, w: cell.width, h: height };
    strokeBox(doc, box, lineWidth);
    drawText(doc, cell.text, box, { ...base, ...cell.style });
    left += cell.width;
  }
}

export interface QrSymbol {
  /** Modules per side (21 for version 1 … 177 for version 40). */
  modules: number;
  /** Draws the symbol as a square of the given side. Needs four modules of white around it. */
  draw(doc: PdfDocument, x: number, y: number, size: number): void;
}

/**
 * A QR code, error correction level M, the text carried as one segment of UTF-8 bytes, drawn as
 * vector squares (sharp at any zoom and print resolution).
 */
export function qrSymbol(text: string): QrSymbol {
  const qr = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  return {
    modules: count,
    draw(doc, x, y, size) {
      const module = size / count;
      for (let row = 0; row < count; row += 1) {
        let col = 0;
        while (col < count) {
          if (!qr.modules.get(row, col)) {
            col += 1;
            continue;
          }
          const start = col;
          while (col < count && qr.modules.get(row, col)) col += 1;
          doc.rect(x + start * module, y + row * module, (col - start) * module, module);
        }
      }
      // One fill for the whole symbol: no hairline seams between the squares when rasterised.
      doc.fillColor('black').fill();
    },
  };
}
