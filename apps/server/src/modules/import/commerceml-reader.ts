// Reads a 1C CommerceML 2 export: the catalog (import.xml: Классификатор and Каталог/Товары/Товар)
// and the offers (offers.xml: ПакетПредложений/Предложения/Предложение with prices and stock), from
// separate files or a zip, in any order, through saxes. The offers are read first into a compact map
// (Ид, price, stock: a small record each); then the catalog is streamed and each good goes out as a row
// the moment its element closes, joined with its offers by Ид. Neither document is ever held, and the
// goods are not either. Rows come in the fixed columns of COMMERCEML_HEADERS, so the same mapping and
// normalisation serve every format.
//
// What real exports vary in, and this reads: a namespace or none, UTF-8 with a BOM or Windows-1251,
// a unit as an ОКЕИ code attribute or a name, a variant offer 'good#variant', stock as Количество,
// as КоличествоНаСкладе of each Склад, or as Остатки/Остаток; prices and stock in separate documents
// (prices.xml, rests.xml of CommerceML 2.08+); a good marked ПометкаУдаления or Статус="Удален".
import { IMPORT_FILE_MESSAGES, IMPORT_ROW_MESSAGES } from '@tmc/shared/import-schemas';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { ImportFileError } from './import-file-error.ts';
import type { RawCell, RawRow } from './raw-row.ts';
import { parseNumber, parseUnit } from './value-parsers.ts';
import { detach, XmlStream } from './xml-stream.ts';

export interface XmlSource {
  /** The file's or the zip entry's name, for nothing but messages and tests. */
  name: string;
  read(): AsyncIterable<Buffer>;
}

/** The fixed columns of rows read from 1C; the header matcher knows each of them. */
export const COMMERCEML_HEADERS = ['Артикул', 'Наименование', 'Ед. изм.', 'Количество', 'Цена', 'НДС', 'Описание'] as const;

const ROOT = 'КоммерческаяИнформация';
const CATALOG_SECTIONS = new Set(['Классификатор', 'Каталог']);
const OFFER_SECTIONS = new Set(['ПакетПредложений', 'ИзмененияПакетаПредложений']);
/** Requisites that describe 1C's bookkeeping, not the goods. */
const SERVICE_REQUISITES = new Set(['ВидНоменклатуры', 'ТипНоменклатуры', 'ПометкаУдаления', 'Файл', 'ОписаниеФайла', 'ОписаниеВФорматеHTML']);

/** What a document holds: a catalog (goods), offers (prices and stock), or both. */
export interface CommercemlContent {
  catalog: boolean;
  offers: boolean;
}

/**
 * Checks that a source is a CommerceML document with goods or offers: its root and first section are
 * parsed (a DOCTYPE, which comes before the root, is refused here), the rest is only searched for the
 * name of the other kind of section, in its bytes, without parsing.
 */
export async function checkCommerceml(source: XmlSource): Promise<CommercemlContent> {
  let depth = 0;
  let rootSeen = false;
  let first: 'catalog' | 'offers' | null = null;
  const xml = new XmlStream({
    open: (name) => {
      depth++;
      if (depth === 1) {
        if (name !== ROOT) throw new ImportFileError('notCommerceml', IMPORT_FILE_MESSAGES.notCommerceml);
        rootSeen = true;
      } else if (depth === 2 && !first) {
        if (CATALOG_SECTIONS.has(name)) first = 'catalog';
        else if (OFFER_SECTIONS.has(name)) first = 'offers';
      }
    },
    close: () => {
      depth--;
    },
    text: () => {},
  });
  // The other kind's section tag, in UTF-8 and in Windows-1251: a document holding both.
  const other = (kind: 'catalog' | 'offers'): Buffer[] =>
    (kind === 'catalog' ? ['<ПакетПредложений', '<ИзмененияПакетаПредложений'] : ['<Каталог']).flatMap((tag) => [Buffer.from(tag, 'utf8'), encode1251(tag)]);
  let patterns: Buffer[] | null = null;
  let tail: Buffer = Buffer.alloc(0);
  for await (const chunk of source.read()) {
    if (!first) {
      xml.write(chunk);
      if (!first) continue;
      patterns = other(first);
    }
    // Searched in the raw bytes; the seam with the previous chunk separately, so a tag cut in two is found.
    const seam = tail.length ? Buffer.concat([tail, chunk.subarray(0, 64)]) : null;
    if ((patterns as Buffer[]).some((p) => chunk.indexOf(p) >= 0 || (seam !== null && seam.indexOf(p) >= 0))) return { catalog: true, offers: true };
    tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - 64)));
  }
  if (!first) {
    xml.end();
    if (!rootSeen) throw new ImportFileError('notCommerceml', IMPORT_FILE_MESSAGES.notCommerceml);
    throw new ImportFileError('commercemlEmpty', IMPORT_FILE_MESSAGES.commercemlEmpty);
  }
  return { catalog: first === 'catalog', offers: first === 'offers' };
}

function encode1251(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= 0x410 && code <= 0x44f) bytes.push(code - 0x410 + 0xc0);
    else if (code === 0x401) bytes.push(0xa8);
    else if (code === 0x451) bytes.push(0xb8);
    else bytes.push(code & 0xff);
  }
  return Buffer.from(bytes);
}

interface Good {
  id: string;
  article: string;
  name: string;
  unit: string;
  description: string;
  vat: string;
  deleted: boolean;
  /** [name or property Ид, value, is a property]. */
  attributes: Array<[string, string, boolean]>;
}

interface Offer {
  id: string;
  article: string;
  name: string;
  unit: string;
  price: string;
  quantity: string;
  /** Sum of КоличествоНаСкладе / Остатки when Количество itself is absent. */
  stock: number | null;
  vat: string;
  attributes: Array<[string, string]>;
}

const newGood = (): Good => ({ id: '', article: '', name: '', unit: '', description: '', vat: '', deleted: false, attributes: [] });
const newOffer = (): Offer => ({ id: '', article: '', name: '', unit: '', price: '', quantity: '', stock: null, vat: '', attributes: [] });

/** A unit for the row: the ОКЕИ code attribute when the dictionary knows it, else the first name that resolves. */
function unitOf(attributes: Record<string, string>, text: string): string {
  const candidates = [attributes['Код'], text, attributes['НаименованиеКраткое'], attributes['НаименованиеПолное'], attributes['МеждународноеСокращение']];
  for (const candidate of candidates) if (candidate && parseUnit(candidate.trim())) return candidate.trim();
  return (text || attributes['НаименованиеКраткое'] || attributes['НаименованиеПолное'] || attributes['Код'] || '').trim();
}

/** The Ид of the good an offer belongs to: 1C writes a variant as 'good#variant'. */
export function baseId(offerId: string): string {
  const hash = offerId.indexOf('#');
  return hash < 0 ? offerId : offerId.slice(0, hash);
}

/** An offer read again (prices.xml and rests.xml of one offer) fills what the first reading left empty. */
function mergeOffer(into: Offer, from: Offer): void {
  into.article ||= from.article;
  into.name ||= from.name;
  into.unit ||= from.unit;
  into.price ||= from.price;
  into.quantity ||= from.quantity;
  into.vat ||= from.vat;
  if (from.stock !== null) into.stock = (into.stock ?? 0) + from.stock;
  if (!into.attributes.length) into.attributes = from.attributes;
}

/** What is known across documents: offers by their good's Ид, and the classifier's names. */
interface Shared {
  offersByGood: Map<string, Offer[]>;
  /** Property Ид -> name, and value Ид -> value of the classifier's dictionaries. */
  properties: Map<string, string>;
  propertyValues: Map<string, string>;
  interned: Map<string, string>;
}

/** Names of characteristics and their usual values repeat over thousands of goods: one string each. */
function intern(shared: Shared, text: string): string {
  const known = shared.interned.get(text);
  if (known !== undefined) return known;
  if (shared.interned.size < 50_000 && text.length <= 100) shared.interned.set(text, text);
  return text;
}

/**
 * The handlers of one document: in 'offers' mode its offers go to the shared map; in 'goods' mode each
 * good is handed to `onGood` as its element closes (and the classifier's names are collected).
 */
function documentHandlers(mode: 'offers' | 'goods', shared: Shared, onGood: (good: Good) => void) {
  const stack: string[] = [];
  let text = '';
  let good: Good | null = null;
  let offer: Offer | null = null;
  let unitAttributes: Record<string, string> = {};
  let pairName = '';
  let pairValue = '';
  let propertyId = '';
  let propertyValues: string[] = [];
  let classifierProperty: { id: string; name: string } | null = null;
  let dictionaryValue = { id: '', value: '' };
  const keep = (value: string): string => intern(shared, value);

  return {
    open(name: string, attributes: Record<string, string>): void {
      const parent = stack[stack.length - 1];
      stack.push(name);
      text = '';
      switch (name) {
        case 'Товар':
          if (mode === 'goods' && parent === 'Товары') {
            good = newGood();
            good.deleted = attributes['Статус'] === 'Удален';
          }
          break;
        case 'Предложение':
          if (mode === 'offers' && parent === 'Предложения') offer = newOffer();
          break;
        case 'БазоваяЕдиница':
          unitAttributes = attributes;
          break;
        case 'Склад': {
          const amount = attributes['КоличествоНаСкладе'];
          if (offer && amount !== undefined) offer.stock = (offer.stock ?? 0) + (parseNumber(amount) ?? 0);
          break;
        }
        case 'Свойство':
        case 'СвойствоНоменклатуры':
          if (mode === 'goods' && parent === 'Свойства') classifierProperty = { id: '', name: '' };
          break;
        case 'ЗначениеРеквизита':
        case 'СтавкаНалога':
        case 'ХарактеристикаТовара':
          pairName = '';
          pairValue = '';
          break;
        case 'ЗначенияСвойства':
          propertyId = '';
          propertyValues = [];
          break;
        case 'Справочник':
          dictionaryValue = { id: '', value: '' };
          break;
      }
    },
    text(chunk: string): void {
      text += chunk;
    },
    close(name: string): void {
      const parent = stack[stack.length - 2];
      const grand = stack[stack.length - 3];
      stack.pop();
      const item = good ?? offer;
      if (!item && !classifierProperty && parent !== 'Справочник' && name !== 'Справочник') {
        text = '';
        return;
      }
      // Values are kept until the row goes out: detached from the chunk they were cut from (see detach).
      const value = detach(text.trim());
      text = '';
      switch (name) {
        case 'Ид':
          if (parent === 'Товар' && good) good.id = value;
          else if (parent === 'Предложение' && offer) offer.id = value;
          else if (parent === 'ЗначенияСвойства') propertyId = value;
          else if ((parent === 'Свойство' || parent === 'СвойствоНоменклатуры') && classifierProperty) classifierProperty.id = value;
          break;
        case 'Артикул':
          if ((parent === 'Товар' || parent === 'Предложение') && item) item.article = value;
          break;
        case 'Наименование':
          if (parent === 'Товар' || parent === 'Предложение') {
            if (item) item.name = value;
          } else if (parent === 'ЗначениеРеквизита' || parent === 'СтавкаНалога' || parent === 'ХарактеристикаТовара') {
            pairName = value;
          } else if ((parent === 'Свойство' || parent === 'СвойствоНоменклатуры') && classifierProperty) {
            classifierProperty.name = value;
          }
          break;
        case 'Значение':
          if (parent === 'ЗначениеРеквизита' || parent === 'ХарактеристикаТовара') pairValue = value;
          else if (parent === 'ЗначенияСвойства') propertyValues.push(value);
          else if (parent === 'Справочник') dictionaryValue.value = value;
          break;
        case 'ИдЗначения':
          if (parent === 'Справочник') dictionaryValue.id = value;
          break;
        case 'Ставка':
          if (parent === 'СтавкаНалога') pairValue = value;
          break;
        case 'БазоваяЕдиница':
          if ((parent === 'Товар' || parent === 'Предложение') && item) item.unit = keep(unitOf(unitAttributes, value));
          break;
        case 'Описание':
          if (parent === 'Товар' && good) good.description = value;
          break;
        case 'ПометкаУдаления':
          if (parent === 'Товар' && good && value === 'true') good.deleted = true;
          break;
        case 'ЦенаЗаЕдиницу':
          // The first price of an offer: 1C lists the price types in the order ТипыЦен declares them.
          if (parent === 'Цена' && grand === 'Цены' && offer && !offer.price) offer.price = value;
          break;
        case 'Количество':
          if (parent === 'Предложение' && offer) offer.quantity = value;
          else if ((parent === 'Остаток' || (parent === 'Склад' && grand === 'Остаток')) && offer) offer.stock = (offer.stock ?? 0) + (parseNumber(value) ?? 0);
          break;
        case 'ЗначениеРеквизита':
          if (good && pairName && pairValue && !SERVICE_REQUISITES.has(pairName)) good.attributes.push([keep(pairName), keep(pairValue), false]);
          break;
        case 'СтавкаНалога':
          if (item && /^ндс$/i.test(pairName) && pairValue) item.vat = keep(pairValue);
          break;
        case 'ХарактеристикаТовара':
          if (offer && pairName && pairValue) offer.attributes.push([keep(pairName), keep(pairValue)]);
          break;
        case 'ЗначенияСвойства':
          if (good && propertyId) for (const v of propertyValues) if (v) good.attributes.push([keep(propertyId), keep(v), true]);
          break;
        case 'Справочник':
          if (mode === 'goods' && dictionaryValue.id) shared.propertyValues.set(dictionaryValue.id, dictionaryValue.value);
          break;
        case 'Свойство':
        case 'СвойствоНоменклатуры':
          if (classifierProperty?.id) shared.properties.set(classifierProperty.id, classifierProperty.name);
          classifierProperty = null;
          break;
        case 'Товар':
          if (parent === 'Товары' && good) {
            if (good.id || good.name) onGood(good);
            good = null;
          }
          break;
        case 'Предложение':
          if (parent === 'Предложения' && offer) {
            const key = baseId(offer.id);
            const siblings = shared.offersByGood.get(key);
            const same = siblings?.find((o) => o.id === offer!.id && offer!.id !== '');
            if (same) mergeOffer(same, offer);
            else if (siblings) siblings.push(offer);
            else shared.offersByGood.set(key, [offer]);
            offer = null;
          }
          break;
      }
    },
  };
}

async function* parseDocument(source: XmlSource, handlers: ReturnType<typeof documentHandlers>, ready: RawRow[]): AsyncGenerator<RawRow> {
  const xml = new XmlStream(handlers);
  for await (const chunk of source.read()) {
    xml.write(chunk);
    if (ready.length) yield* ready.splice(0);
  }
  xml.end();
  if (ready.length) yield* ready.splice(0);
}

function attributesOf(pairs: Iterable<[string, string]>): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of pairs) {
    // Characteristics past the goods schema's limits are left out rather than rejecting the good for them.
    if (count >= TMC_LIMITS.attributesMax) break;
    const k = key.trim();
    const v = value.trim();
    if (!k || !v || k.length > TMC_LIMITS.attributeKeyMax || v.length > TMC_LIMITS.attributeValueMax || k in result) continue;
    result[k] = v;
    count++;
  }
  return count ? result : undefined;
}

/**
 * A variant of a good ('good#variant', a characteristic in 1C) is a position of its own: its own
 * article when it has one, else the good's article followed by the characteristic's values (stable
 * from one export to the next, unlike an order); its name likewise ('Перчатки трикотажные (L)').
 */
function variantIdentity(good: Pick<Good, 'id' | 'article' | 'name'>, offer: Offer): { article: string; name: string } {
  const values = offer.attributes.map(([, value]) => value).join(', ');
  const article = offer.article && offer.article !== good.article ? offer.article : values ? `${good.article || good.id} ${values}` : offer.id;
  const name = offer.name && offer.name !== good.name ? offer.name : values ? `${good.name} (${values})` : good.name || offer.name;
  return { article, name };
}

interface RowFields {
  article: string;
  name: string;
  unit: string;
  quantity: RawCell;
  price: string;
  vat: string;
  description: string;
}

const quantityOf = (offer: Offer): RawCell => (offer.quantity ? offer.quantity : offer.stock !== null ? offer.stock : null);

/**
 * Yields one row per offer of each good (a good without offers: one row, rejected for its missing
 * price), in the catalog's order, then one per offer whose good the catalog lacks (offers.xml alone).
 * `sources` says what each document holds (checkCommerceml); a document holding both is read twice.
 */
export async function* readCommerceml(sources: ReadonlyArray<{ source: XmlSource; content: CommercemlContent }>): AsyncGenerator<RawRow> {
  const shared: Shared = { offersByGood: new Map(), properties: new Map(), propertyValues: new Map(), interned: new Map() };
  let rowNumber = 0;
  const row = (fields: RowFields, attributes: Array<[string, string]>, error?: string): RawRow => {
    const cells: RawCell[] = [fields.article || null, fields.name || null, fields.unit || null, fields.quantity, fields.price || null, fields.vat || null, fields.description || null];
    const result: RawRow = { rowNumber: ++rowNumber, cells };
    const attrs = attributesOf(attributes);
    if (attrs) result.attributes = attrs;
    if (error) result.error = error;
    return result;
  };

  const goodAttributes = (good: Good): Array<[string, string]> =>
    good.attributes.flatMap(([key, value, isProperty]): Array<[string, string]> => {
      if (!isProperty) return [[key, value]];
      const name = shared.properties.get(key);
      // A value that is an Ид of the property's dictionary is replaced by its text; an unknown Ид is dropped.
      const resolved = shared.propertyValues.get(value) ?? (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value) ? null : value);
      return name && resolved ? [[name, resolved]] : [];
    });

  const ready: RawRow[] = [];
  const onGood = (good: Good): void => {
    const offers = (good.id && shared.offersByGood.get(good.id)) || [];
    if (good.id) shared.offersByGood.delete(good.id);
    const attributes = goodAttributes(good);
    const plain = { article: good.article || good.id, name: good.name, unit: good.unit, quantity: null, price: '', vat: good.vat, description: good.description };
    if (good.deleted) {
      ready.push(row(plain, attributes, IMPORT_ROW_MESSAGES.commercemlDeleted));
      return;
    }
    if (offers.length === 0) {
      ready.push(row(plain, attributes, IMPORT_ROW_MESSAGES.commercemlNoOffer));
      return;
    }
    for (const offer of offers) {
      const identity = offer.id === good.id ? { article: good.article || offer.article || good.id, name: good.name || offer.name } : variantIdentity(good, offer);
      const fields = { ...identity, unit: good.unit || offer.unit, quantity: quantityOf(offer), price: offer.price, vat: good.vat || offer.vat, description: good.description };
      ready.push(row(fields, [...attributes, ...offer.attributes]));
    }
  };

  for (const { source, content } of sources) {
    if (content.offers) for await (const _ of parseDocument(source, documentHandlers('offers', shared, onGood), ready)) void _;
  }
  for (const { source, content } of sources) {
    if (content.catalog) yield* parseDocument(source, documentHandlers('goods', shared, onGood), ready);
  }
  // Offers whose good is not in the catalog (offers.xml alone, or a partial catalog): rows of their own
  // when they carry a name, as 1C's offers do since CommerceML 2.05.
  for (const [key, offers] of shared.offersByGood) {
    shared.offersByGood.delete(key);
    for (const offer of offers) {
      // A variant keeps apart from its siblings as it does beside its good.
      const identity = offer.id.includes('#')
        ? variantIdentity({ id: baseId(offer.id), article: offer.article, name: offer.name }, offer)
        : { article: offer.article || offer.id, name: offer.name };
      const fields = { ...identity, unit: offer.unit, quantity: quantityOf(offer), price: offer.price, vat: offer.vat, description: '' };
      yield row(fields, offer.attributes, offer.name ? undefined : IMPORT_ROW_MESSAGES.commercemlNoGoods);
    }
  }
  if (rowNumber === 0) throw new ImportFileError('commercemlEmpty', IMPORT_FILE_MESSAGES.commercemlEmpty);
}
