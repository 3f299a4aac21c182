// Reads a 1C CommerceML 2 export: the catalog (import.xml: Классификатор and Каталог/Товары/Товар)
// and the offers (offers.xml: ПакетПредложений/Предложения/Предложение with prices and stock), from
// separate files or a zip, in any order, through saxes. Each document is streamed; what is kept is one
// compact record per good and per offer (never a document), joined by Ид at the end. The rows come out
// in the fixed columns of COMMERCEML_HEADERS, so the same mapping and normalisation serve every format.
//
// What real exports vary in, and this reads: a namespace or none, UTF-8 with a BOM or Windows-1251,
// a unit as an ОКЕИ code attribute or a name, a variant offer 'good#variant', stock as Количество,
// as КоличествоНаСкладе of each Склад, or as Остатки/Остаток; a good marked ПометкаУдаления or Статус="Удален".
import { IMPORT_FILE_MESSAGES, IMPORT_ROW_MESSAGES } from '@tmc/shared/import-schemas';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { ImportFileError } from './import-file-error.ts';
import type { RawCell, RawRow } from './raw-row.ts';
import { parseNumber, parseUnit } from './value-parsers.ts';
import { XmlStream } from './xml-stream.ts';

export interface XmlSource {
  /** The file's or the zip entry's name, for nothing but messages and tests. */
  name: string;
  read(): AsyncIterable<Buffer>;
}

/** The fixed columns of rows read from 1C; the header matcher knows each of them. */
export const COMMERCEML_HEADERS = ['Артикул', 'Наименование', 'Ед. изм.', 'Количество', 'Цена', 'НДС', 'Описание'] as const;

const ROOT = 'КоммерческаяИнформация';
const SECTIONS = new Set(['Классификатор', 'Каталог', 'ПакетПредложений', 'ИзмененияПакетаПредложений']);
/** Requisites that describe 1C's bookkeeping, not the goods. */
const SERVICE_REQUISITES = new Set(['ВидНоменклатуры', 'ТипНоменклатуры', 'ПометкаУдаления', 'Файл', 'ОписаниеФайла', 'ОписаниеВФорматеHTML']);

/**
 * Checks that a source is a CommerceML document with goods or offers, reading only up to its first
 * section: a DOCTYPE (before the root) or a foreign root is refused here, before any real parsing.
 */
export async function checkCommerceml(source: XmlSource): Promise<void> {
  let depth = 0;
  let rootSeen = false;
  let found = false;
  const xml = new XmlStream({
    open: (name) => {
      depth++;
      if (depth === 1) {
        if (name !== ROOT) throw new ImportFileError('notCommerceml', IMPORT_FILE_MESSAGES.notCommerceml);
        rootSeen = true;
      } else if (depth === 2 && SECTIONS.has(name)) {
        found = true;
      }
    },
    close: () => {
      depth--;
    },
    text: () => {},
  });
  for await (const chunk of source.read()) {
    xml.write(chunk);
    if (found) return;
  }
  xml.end();
  if (!rootSeen) throw new ImportFileError('notCommerceml', IMPORT_FILE_MESSAGES.notCommerceml);
  if (!found) throw new ImportFileError('commercemlEmpty', IMPORT_FILE_MESSAGES.commercemlEmpty);
}

interface Good {
  id: string;
  article: string;
  name: string;
  unit: string;
  description: string;
  vat: string;
  deleted: boolean;
  /** [name or property Ид, value]; property names are resolved at the end (the classifier may come later). */
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

interface Accumulated {
  goods: Map<string, Good>;
  offers: Map<string, Offer>;
  /** Property Ид -> name, and value Ид -> value of the classifier's dictionaries. */
  properties: Map<string, string>;
  propertyValues: Map<string, string>;
}

const newGood = (): Good => ({ id: '', article: '', name: '', unit: '', description: '', vat: '', deleted: false, attributes: [] });
const newOffer = (): Offer => ({ id: '', article: '', name: '', unit: '', price: '', quantity: '', stock: null, vat: '', attributes: [] });

/** A unit for the row: the ОКЕИ code attribute when the dictionary knows it, else the first name that resolves. */
function unitOf(attributes: Record<string, string>, text: string): string {
  const candidates = [attributes['Код'], text, attributes['НаименованиеКраткое'], attributes['НаименованиеПолное'], attributes['МеждународноеСокращение']];
  for (const candidate of candidates) if (candidate && parseUnit(candidate.trim())) return candidate.trim();
  return (text || attributes['НаименованиеКраткое'] || attributes['НаименованиеПолное'] || attributes['Код'] || '').trim();
}

/** Parses one document fully into the accumulated goods and offers. */
async function accumulate(source: XmlSource, into: Accumulated): Promise<void> {
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

  const xml = new XmlStream({
    open: (name, attributes) => {
      const parent = stack[stack.length - 1];
      stack.push(name);
      text = '';
      switch (name) {
        case 'Товар':
          if (parent === 'Товары') {
            good = newGood();
            good.deleted = attributes['Статус'] === 'Удален';
          }
          break;
        case 'Предложение':
          if (parent === 'Предложения') offer = newOffer();
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
          if (parent === 'Свойства') classifierProperty = { id: '', name: '' };
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
    text: (chunk) => {
      text += chunk;
    },
    close: (name) => {
      const parent = stack[stack.length - 2];
      const grand = stack[stack.length - 3];
      const value = text.trim();
      stack.pop();
      text = '';
      const item = good ?? offer;
      switch (name) {
        case 'Ид':
          if (parent === 'Товар' && good) good.id = value;
          else if (parent === 'Предложение' && offer) offer.id = value;
          else if (parent === 'ЗначенияСвойства') propertyId = value;
          else if ((parent === 'Свойство' || parent === 'СвойствоНоменклатуры') && classifierProperty) classifierProperty.id = value;
          break;
        case 'Артикул':
          if (parent === 'Товар' || parent === 'Предложение') if (item) item.article = value;
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
          if ((parent === 'Товар' || parent === 'Предложение') && item) item.unit = unitOf(unitAttributes, value);
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
          if (good && pairName && pairValue && !SERVICE_REQUISITES.has(pairName)) good.attributes.push([pairName, pairValue, false]);
          break;
        case 'СтавкаНалога':
          if (item && /^ндс$/i.test(pairName) && pairValue) item.vat = pairValue;
          break;
        case 'ХарактеристикаТовара':
          if (offer && pairName && pairValue) offer.attributes.push([pairName, pairValue]);
          break;
        case 'ЗначенияСвойства':
          if (good && propertyId) for (const v of propertyValues) if (v) good.attributes.push([propertyId, v, true]);
          break;
        case 'Справочник':
          if (dictionaryValue.id) into.propertyValues.set(dictionaryValue.id, dictionaryValue.value);
          break;
        case 'Свойство':
        case 'СвойствоНоменклатуры':
          if (classifierProperty?.id) into.properties.set(classifierProperty.id, classifierProperty.name);
          classifierProperty = null;
          break;
        case 'Товар':
          if (parent === 'Товары' && good) {
            if (good.id || good.name) into.goods.set(good.id || `#${into.goods.size}`, good);
            good = null;
          }
          break;
        case 'Предложение':
          if (parent === 'Предложения' && offer) {
            into.offers.set(offer.id || `#${into.offers.size}`, offer);
            offer = null;
          }
          break;
      }
    },
  });
  for await (const chunk of source.read()) xml.write(chunk);
  xml.end();
}

/** The Ид of the good an offer belongs to: 1C writes a variant as 'good#variant'. */
export function baseId(offerId: string): string {
  const hash = offerId.indexOf('#');
  return hash < 0 ? offerId : offerId.slice(0, hash);
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
function variantIdentity(good: Good, offer: Offer): { article: string; name: string } {
  const values = offer.attributes.map(([, value]) => value).join(', ');
  const article = offer.article && offer.article !== good.article ? offer.article : values ? `${good.article || good.id} ${values}` : offer.id;
  const name = offer.name && offer.name !== good.name ? offer.name : values ? `${good.name} (${values})` : good.name || offer.name;
  return { article, name };
}

/** Reads every document, then yields one row per offer (or per good without offers), goods' order kept. */
export async function* readCommerceml(sources: readonly XmlSource[]): AsyncGenerator<RawRow> {
  const acc: Accumulated = { goods: new Map(), offers: new Map(), properties: new Map(), propertyValues: new Map() };
  for (const source of sources) await accumulate(source, acc);
  if (acc.goods.size === 0 && acc.offers.size === 0) throw new ImportFileError('commercemlEmpty', IMPORT_FILE_MESSAGES.commercemlEmpty);

  const offersByGood = new Map<string, Offer[]>();
  for (const offer of acc.offers.values()) {
    const key = baseId(offer.id);
    const list = offersByGood.get(key);
    if (list) list.push(offer);
    else offersByGood.set(key, [offer]);
  }

  let rowNumber = 0;
  const goodAttributes = (good: Good): Array<[string, string]> =>
    good.attributes.flatMap(([key, value, isProperty]): Array<[string, string]> => {
      if (!isProperty) return [[key, value]];
      const name = acc.properties.get(key);
      // A value that is an Ид of the property's dictionary is replaced by its text; an unknown Ид is dropped.
      const resolved = acc.propertyValues.get(value) ?? (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value) ? null : value);
      return name && resolved ? [[name, resolved]] : [];
    });

  const row = (fields: { article: string; name: string; unit: string; quantity: RawCell; price: string; vat: string; description: string }, attributes: Array<[string, string]>, error?: string): RawRow => {
    const cells: RawCell[] = [fields.article || null, fields.name || null, fields.unit || null, fields.quantity, fields.price || null, fields.vat || null, fields.description || null];
    const result: RawRow = { rowNumber: ++rowNumber, cells };
    const attrs = attributesOf(attributes);
    if (attrs) result.attributes = attrs;
    if (error) result.error = error;
    return result;
  };
  const quantityOf = (offer: Offer): RawCell => (offer.quantity ? offer.quantity : offer.stock !== null ? offer.stock : null);

  for (const [key, good] of acc.goods) {
    const offers = offersByGood.get(good.id || key) ?? [];
    offersByGood.delete(good.id || key);
    const base = { description: good.description };
    const attributes = goodAttributes(good);
    if (good.deleted) {
      yield row({ ...base, article: good.article || good.id, name: good.name, unit: good.unit, quantity: null, price: '', vat: good.vat }, attributes, IMPORT_ROW_MESSAGES.commercemlDeleted);
      continue;
    }
    if (offers.length === 0) {
      yield row({ ...base, article: good.article || good.id, name: good.name, unit: good.unit, quantity: null, price: '', vat: good.vat }, attributes, IMPORT_ROW_MESSAGES.commercemlNoOffer);
      continue;
    }
    for (const offer of offers) {
      yield row(
        {
          ...base,
          ...(offer.id === good.id ? { article: good.article || offer.article || good.id, name: good.name || offer.name } : variantIdentity(good, offer)),
          unit: good.unit || offer.unit,
          quantity: quantityOf(offer),
          price: offer.price,
          vat: good.vat || offer.vat,
        },
        [...attributes, ...offer.attributes],
      );
    }
  }
  // Offers whose good is not in the catalog (offers.xml alone, or a partial catalog): rows of their own
  // when they carry a name, as 1C's offers do since CommerceML 2.05.
  for (const offers of offersByGood.values()) {
    for (const offer of offers) {
      // A variant keeps apart from its siblings as it does beside its good.
      const identity = offer.id.includes('#')
        ? variantIdentity({ ...newGood(), id: baseId(offer.id), article: offer.article, name: offer.name }, offer)
        : { article: offer.article || offer.id, name: offer.name };
      const fields = { ...identity, unit: offer.unit, quantity: quantityOf(offer), price: offer.price, vat: offer.vat, description: '' };
      yield row(fields, offer.attributes, offer.name ? undefined : IMPORT_ROW_MESSAGES.commercemlNoGoods);
    }
  }
}
