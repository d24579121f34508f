import { PhaseOutStatus, StockAvailabilityStatus } from "@catalogue/core/model";
import type { CountryRow } from "./catalogue-rows";
import { COUNTRY_FIELD, parseCountryText } from "./country-text-parser";

/** Core spec 3: how a card finds the row of one country (a Map in tests, a `CountryRowStore` slice in the server). */
export interface CountryRowLookup {
  get(countryId: number): CountryRow | undefined;
}

const STOCK = StockAvailabilityStatus.options;
const PHASE_OUT = PhaseOutStatus.options;
/** Stands for null in the integer columns (quantities and ids are never negative). */
const NO_INT = -1;
/** Rows of a store made without a size. */
const INITIAL_CAPACITY = 1024;

/** Stands for null in the cents column. */
const NO_PRICE = -2_147_483_648;
/** Marks a price kept in the overflow map: one that whole cents in 32 bits do not hold exactly. */
const OTHER_PRICE = NO_PRICE + 1;

/** A price as whole cents when that holds it exactly (catalogue prices have two decimals), else `OTHER_PRICE`. */
function centsOf(value: number): number {
  const cents = Math.round(value * 100);
  // `| 0` is what the Int32Array keeps (-0 becomes 0, so -0 goes to the map, where it stays -0).
  return cents > OTHER_PRICE && cents <= 2_147_483_647 && Object.is((cents | 0) / 100, value)
    ? cents
    : OTHER_PRICE;
}

/** An integer field as stored: NaN (empty) is `NO_INT`. */
function intOrNone(value: number | undefined): number {
  return value === undefined || Number.isNaN(value) ? NO_INT : value;
}

function nullableInt(value: number | undefined): number | null {
  return value === undefined || value === NO_INT ? null : value;
}

/** One product's rows of a store (`count` rows from `start`); an object of three fields, no closure. */
export class CountryRowSlice implements CountryRowLookup {
  constructor(
    readonly store: CountryRowStore,
    readonly start: number,
    readonly count: number,
  ) {}

  get(countryId: number): CountryRow | undefined {
    const at = this.store.find(this.start, this.count, countryId);
    return at < 0 ? undefined : this.store.row(at);
  }
}

/**
 * The 13 country rows of each of 50,000 products were 650,000 objects (about
 * 250 bytes each with boxed prices) plus a Map per product. Here they are columns of typed arrays, about
 * 47 bytes a row, and a row object is made only when a card asks for it.
 */
export class CountryRowStore {
  private length = 0;
  private productId: Int32Array;
  private countryId: Int32Array;
  private currencyId: Int32Array;
  /**
   * localListPrice, globalReferencePrice, crp, ggpUnitPrice, ggpLowerLimit, ggpUpperLimit in cents, `NO_PRICE`
   * for null. 4 bytes a price instead of 8 (15 MB less at 50,000 products); a price cents do not
   * hold exactly (above 21 million, or with more decimals) is kept in `otherPrices` by its index.
   */
  private prices: Int32Array;
  private readonly otherPrices = new Map<number, number>();
  private quantity: Int32Array;
  private criticalQuantity: Int32Array;
  private codes: Uint8Array;
  /** The fields of the row `parseCountryText` just read, and the product it belongs to. */
  private readonly parsed = new Float64Array(13);
  private parsingProduct = 0;
  private readonly appendParsed = (): void => {
    const at = this.next();
    const fields = this.parsed;
    this.productId[at] = this.parsingProduct;
    this.countryId[at] = fields[COUNTRY_FIELD.countryId] ?? 0;
    this.currencyId[at] = fields[COUNTRY_FIELD.currencyId] ?? 0;
    for (let column = 0; column < 6; column++) {
      this.setPrice(at * 6 + column, fields[COUNTRY_FIELD.localListPrice + column] ?? Number.NaN);
    }
    this.quantity[at] = intOrNone(fields[COUNTRY_FIELD.quantity]);
    this.criticalQuantity[at] = intOrNone(fields[COUNTRY_FIELD.criticalQuantity]);
    this.codes[at * 3] = fields[COUNTRY_FIELD.stockStatus] ?? 0;
    this.codes[at * 3 + 1] = fields[COUNTRY_FIELD.phaseOutStatus] ?? 0;
    this.codes[at * 3 + 2] = fields[COUNTRY_FIELD.marketClearance] ?? 0;
  };

  /**
   * `capacity` rows are allocated at once (The load counts the rows first, so the columns are
   * not grown by doubling, which held old and new columns at once and left up to half of them spare).
   */
  constructor(capacity = INITIAL_CAPACITY) {
    const rows = Math.max(1, capacity);
    this.productId = new Int32Array(rows);
    this.countryId = new Int32Array(rows);
    this.currencyId = new Int32Array(rows);
    this.prices = new Int32Array(rows * 6);
    this.quantity = new Int32Array(rows);
    this.criticalQuantity = new Int32Array(rows);
    this.codes = new Uint8Array(rows * 3);
  }

  /** How many rows the store holds. */
  get size(): number {
    return this.length;
  }

  /** Appends a row and returns its index; rows of one product must be appended one after another. */
  add(row: CountryRow): number {
    const at = this.next();
    this.productId[at] = row.productId;
    this.countryId[at] = row.countryId;
    this.currencyId[at] = row.currencyId;
    const base = at * 6;
    this.setPrice(base, row.localListPrice);
    this.setPrice(base + 1, row.globalReferencePrice);
    this.setPrice(base + 2, row.crp);
    this.setPrice(base + 3, row.ggpUnitPrice ?? Number.NaN);
    this.setPrice(base + 4, row.ggpLowerLimit ?? Number.NaN);
    this.setPrice(base + 5, row.ggpUpperLimit ?? Number.NaN);
    this.quantity[at] = row.quantity ?? NO_INT;
    this.criticalQuantity[at] = row.criticalQuantity ?? NO_INT;
    this.setCodes(
      at,
      STOCK.indexOf(row.stockStatus),
      PHASE_OUT.indexOf(row.phaseOutStatus),
      row.marketClearance,
    );
    return at;
  }

  /**
   * Appends the rows of one product from its country text (see `parseCountryText`) and returns
   * them as a slice; no row object or field string is made on the way.
   */
  addText(productId: number, text: string | undefined): CountryRowSlice {
    const start = this.length;
    if (text) {
      this.parsingProduct = productId;
      parseCountryText(productId, text, this.parsed, this.appendParsed);
    }
    return new CountryRowSlice(this, start, this.length - start);
  }

  /** The rows `start` to `start + count - 1` (one product's) as a lookup by country id. */
  slice(start: number, count: number): CountryRowSlice {
    return new CountryRowSlice(this, start, count);
  }

  /** The index of the row of `countryId` among `count` rows from `start`, or -1. */
  find(start: number, count: number, countryId: number): number {
    for (let at = start; at < start + count; at++) {
      if (this.countryId[at] === countryId) return at;
    }
    return -1;
  }

  /** The country id of the row at an index. */
  countryIdAt(at: number): number {
    return this.countryId[at] ?? 0;
  }

  /** Core spec 5: whether the row at an index has market clearance. */
  isClearedAt(at: number): boolean {
    return this.codes[at * 3 + 2] === 1;
  }

  /** The row at an index, as the cards read it. */
  row(at: number): CountryRow {
    const price = (column: number) => this.priceAt(at * 6 + column);
    return {
      productId: this.productId[at] ?? 0,
      countryId: this.countryId[at] ?? 0,
      currencyId: this.currencyId[at] ?? 0,
      localListPrice: price(0) ?? 0,
      globalReferencePrice: price(1) ?? 0,
      crp: price(2) ?? 0,
      ggpUnitPrice: price(3),
      ggpLowerLimit: price(4),
      ggpUpperLimit: price(5),
      stockStatus: STOCK[this.codes[at * 3] ?? 0] ?? "AVAILABLE",
      quantity: nullableInt(this.quantity[at]),
      criticalQuantity: nullableInt(this.criticalQuantity[at]),
      phaseOutStatus: PHASE_OUT[this.codes[at * 3 + 1] ?? 0] ?? "AVAILABLE",
      marketClearance: this.codes[at * 3 + 2] === 1,
    };
  }

  /** Drops the spare capacity (of a count that was too high, or of the last doubling) once every row is in. */
  compact(): void {
    if (this.length < this.productId.length) this.resize(this.length);
  }

  /** Stores a price (NaN for null) at its index in the cents column. */
  private setPrice(index: number, value: number): void {
    const cents = Number.isNaN(value) ? NO_PRICE : centsOf(value);
    this.prices[index] = cents;
    // Rows are only appended, so an index is written once and the map never holds a stale price.
    if (cents === OTHER_PRICE) this.otherPrices.set(index, value);
  }

  private priceAt(index: number): number | null {
    const cents = this.prices[index] ?? NO_PRICE;
    if (cents === NO_PRICE) return null;
    return cents === OTHER_PRICE ? (this.otherPrices.get(index) ?? null) : cents / 100;
  }

  private setCodes(at: number, stock: number, phaseOut: number, cleared: boolean): void {
    this.codes[at * 3] = stock;
    this.codes[at * 3 + 1] = phaseOut;
    this.codes[at * 3 + 2] = cleared ? 1 : 0;
  }

  /** The index of a new row, growing the columns when full (only when the rows outnumber the capacity given). */
  private next(): number {
    if (this.length === this.productId.length) this.resize(Math.max(INITIAL_CAPACITY, this.length * 2));
    return this.length++;
  }

  private resize(capacity: number): void {
    const widen = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T, per = 1) => {
      const next = make(capacity * per);
      next.set(old.subarray(0, Math.min(old.length, capacity * per)));
      return next;
    };
    this.productId = widen(this.productId, (n) => new Int32Array(n));
    this.countryId = widen(this.countryId, (n) => new Int32Array(n));
    this.currencyId = widen(this.currencyId, (n) => new Int32Array(n));
    this.prices = widen(this.prices, (n) => new Int32Array(n), 6);
    this.quantity = widen(this.quantity, (n) => new Int32Array(n));
    this.criticalQuantity = widen(this.criticalQuantity, (n) => new Int32Array(n));
    this.codes = widen(this.codes, (n) => new Uint8Array(n), 3);
  }
}
