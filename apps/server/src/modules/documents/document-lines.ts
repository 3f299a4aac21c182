import { VAT_RATE_VALUES, findUnit, isVatRate, type Unit, type VatRate } from '@tmc/shared/dictionaries';
import { MAX_KOPECKS, assertKopecks } from '@tmc/shared/kopecks';
import type { DocumentLine } from './document-types.ts';

// Lines of an invoice or an УПД computed exactly in kopecks: the line's amount is price × quantity,
// and VAT is extracted from amounts that include it, as Russian invoices do: amount × rate / (100 +
// rate), each rounded half up to the kopeck, per line, and the totals are the sums of the lines.

/** Services are counted in 'условная единица' (ОКЕИ 876), which the goods' unit list does not offer. */
const SERVICE_UNIT: Unit = { code: '876', name: 'усл. ед', fullName: 'Условная единица', okei: true };

export function documentUnit(code: string): Unit {
  const unit = code === SERVICE_UNIT.code ? SERVICE_UNIT : findUnit(code);
  if (!unit) throw new RangeError(`Unknown unit code: ${code}`);
  return unit;
}

/** The VAT rate in percent, or null for 'Без НДС'. */
export function vatPercent(rate: VatRate): number | null {
  return rate === 'none' ? null : Number(rate);
}

/**
 * Thousandths of a unit: quantities have at most three decimals (numeric(14, 3)). The decimal text
 * is read exactly; a computed float a hair off a thousandth (0.1 + 0.2) is taken as that thousandth,
 * anything else with more decimals is refused rather than rounded.
 */
export function quantityInThousandths(quantity: number): number {
  const text = String(quantity);
  if (!Number.isFinite(quantity) || quantity <= 0) throw new RangeError(`A quantity must be positive, got ${text}`);
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (match) return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  const scaled = quantity * 1000;
  const rounded = Math.round(scaled);
  if (rounded < 1 || Math.abs(scaled - rounded) > 1e-9 * scaled) {
    throw new RangeError(`A quantity must have at most three decimals, got ${text}`);
  }
  return rounded;
}

/** a × b / c rounded half up, on integers of any size. */
function mulDivRound(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b * 2n + c) / (2n * c);
}

function toSafeKopecks(value: bigint, what: string): number {
  if (value > BigInt(MAX_KOPECKS)) throw new RangeError(`${what} exceeds ${MAX_KOPECKS} kopecks`);
  return Number(value);
}

/** VAT included in an amount: amount × rate / (100 + rate), half up to the kopeck. */
export function vatIncluded(amountKopecks: number, rate: VatRate): number {
  const percent = vatPercent(rate);
  if (!percent) return 0;
  return Number(mulDivRound(BigInt(assertKopecks(amountKopecks)), BigInt(percent), BigInt(100 + percent)));
}

export interface ComputedLine {
  /** 1-based number of the line. */
  number: number;
  line: DocumentLine;
  unit: Unit;
  quantityThousandths: number;
  /** Price per unit without VAT (УПД column 4): price × 100 / (100 + rate). */
  netPriceKopecks: number;
  /** Amount with VAT (invoice 'Сумма', УПД column 9). */
  totalKopecks: number;
  /** VAT in the amount (УПД column 8); 0 for 'Без НДС'. */
  vatKopecks: number;
  /** Amount without VAT (УПД column 5). */
  netKopecks: number;
}

export interface VatSubtotal {
  rate: VatRate;
  vatKopecks: number;
}

export interface ComputedDocument {
  lines: ComputedLine[];
  totalKopecks: number;
  vatKopecks: number;
  netKopecks: number;
  /** VAT by rate, in the order of VAT_RATES, for the rates the lines use ('none' included). */
  vatByRate: VatSubtotal[];
  /** True when some line carries VAT (0 % included): the supplier charges VAT, УПД status 1. */
  chargesVat: boolean;
}

export function computeLine(line: DocumentLine, number: number): ComputedLine {
  if (!line.name.trim()) throw new RangeError(`Line ${number} has no name`);
  if (!isVatRate(line.vatRate)) throw new RangeError(`Line ${number}: unknown VAT rate ${String(line.vatRate)}`);
  const unit = documentUnit(line.unitCode);
  const quantityThousandths = quantityInThousandths(line.quantity);
  const price = BigInt(assertKopecks(line.priceKopecks, `Line ${number} price`));
  const totalKopecks = toSafeKopecks(mulDivRound(price, BigInt(quantityThousandths), 1000n), `Line ${number} amount`);
  const percent = vatPercent(line.vatRate) ?? 0;
  const vatKopecks = vatIncluded(totalKopecks, line.vatRate);
  return {
    number,
    line,
    unit,
    quantityThousandths,
    netPriceKopecks: Number(mulDivRound(price, 100n, BigInt(100 + percent))),
    totalKopecks,
    vatKopecks,
    netKopecks: totalKopecks - vatKopecks,
  };
}

export function computeDocument(lines: readonly DocumentLine[]): ComputedDocument {
  if (lines.length === 0) throw new RangeError('A document needs at least one line');
  const computed = lines.map((line, i) => computeLine(line, i + 1));
  const sum = (pick: (line: ComputedLine) => number, what: string) =>
    toSafeKopecks(computed.reduce((total, line) => total + BigInt(pick(line)), 0n), what);
  const rates = new Set(computed.map((line) => line.line.vatRate));
  return {
    lines: computed,
    totalKopecks: sum((line) => line.totalKopecks, 'Total'),
    vatKopecks: sum((line) => line.vatKopecks, 'VAT'),
    netKopecks: sum((line) => line.netKopecks, 'Net total'),
    vatByRate: VAT_RATE_VALUES
      .filter((rate) => rates.has(rate))
      .map((rate) => ({
        rate,
        vatKopecks: computed.filter((line) => line.line.vatRate === rate).reduce((total, line) => total + line.vatKopecks, 0),
      })),
    chargesVat: [...rates].some((rate) => rate !== 'none'),
  };
}
