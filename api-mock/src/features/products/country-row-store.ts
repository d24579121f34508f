import { PhaseOutStatus, StockAvailabilityStatus } from "@catalogue/core/model";
import type { CountryRow } from "./products.repository";

/** Core spec 3: how a card finds the row of one country (a Map in tests, a `CountryRowStore` slice in the server). */
export interface CountryRowLookup {
  get(countryId: number): CountryRow | undefined;
}

const STOCK = StockAvailabilityStatus.options;
const PHASE_OUT = PhaseOutStatus.options;
/** Stands for null in the integer columns (quantities and ids are never negative). */
const NO_INT = -1;

function nullablePrice(value: number | undefined): number | null {
  return value === undefined || Number.isNaN(value) ? null : value;
}

function nullableInt(value: number | undefined): number | null {
  return value === undefined || value === NO_INT ? null : value;
}

/**
 * Issue 6 item 9 (server memory): the 13 country rows of each of 50,000 products were 650,000 objects (about
 * 250 bytes each with boxed prices) plus a Map per product. Here they are columns of typed arrays, about
 * 70 bytes a row, and a row object is made only when a card asks for it.
 */
export class CountryRowStore {
  private length = 0;
  private productId = new Int32Array(1024);
  private countryId = new Int32Array(1024);
  private currencyId = new Int32Array(1024);
  /** localListPrice, globalReferencePrice, crp, ggpUnitPrice, ggpLowerLimit, ggpUpperLimit; NaN = null. */
  private prices = new Float64Array(1024 * 6);
  private quantity = new Int32Array(1024);
  private criticalQuantity = new Int32Array(1024);
  private codes = new Uint8Array(1024 * 3);

  /** How many rows the store holds. */
  get size(): number {
    return this.length;
  }

  /** Appends a row and returns its index; rows of one product must be appended one after another. */
  add(row: CountryRow): number {
    if (this.length === this.productId.length) this.grow();
    const at = this.length++;
    this.productId[at] = row.productId;
    this.countryId[at] = row.countryId;
    this.currencyId[at] = row.currencyId;
    const money = [
      row.localListPrice,
      row.globalReferencePrice,
      row.crp,
      row.ggpUnitPrice,
      row.ggpLowerLimit,
      row.ggpUpperLimit,
    ];
    money.forEach((value, column) => {
      this.prices[at * 6 + column] = value ?? Number.NaN;
    });
    this.quantity[at] = row.quantity ?? NO_INT;
    this.criticalQuantity[at] = row.criticalQuantity ?? NO_INT;
    this.codes[at * 3] = STOCK.indexOf(row.stockStatus);
    this.codes[at * 3 + 1] = PHASE_OUT.indexOf(row.phaseOutStatus);
    this.codes[at * 3 + 2] = row.marketClearance ? 1 : 0;
    return at;
  }

  /** The rows `start` to `start + count - 1` (one product's) as a lookup by country id. */
  slice(start: number, count: number): CountryRowLookup {
    return {
      get: (countryId) => {
        for (let at = start; at < start + count; at++) {
          if (this.countryId[at] === countryId) return this.row(at);
        }
        return undefined;
      },
    };
  }

  /** The row at an index, as the cards read it. */
  row(at: number): CountryRow {
    const price = (column: number) => nullablePrice(this.prices[at * 6 + column]);
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

  /** Drops the spare capacity of the last doubling (up to half the columns) once every row is in. */
  compact(): void {
    this.resize(this.length);
  }

  private grow(): void {
    this.resize(this.productId.length * 2);
  }

  private resize(capacity: number): void {
    const widen = <T extends Int32Array | Float64Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
      per = 1,
    ) => {
      const next = make(capacity * per);
      next.set(old.subarray(0, Math.min(old.length, capacity * per)));
      return next;
    };
    this.productId = widen(this.productId, (n) => new Int32Array(n));
    this.countryId = widen(this.countryId, (n) => new Int32Array(n));
    this.currencyId = widen(this.currencyId, (n) => new Int32Array(n));
    this.prices = widen(this.prices, (n) => new Float64Array(n), 6);
    this.quantity = widen(this.quantity, (n) => new Int32Array(n));
    this.criticalQuantity = widen(this.criticalQuantity, (n) => new Int32Array(n));
    this.codes = widen(this.codes, (n) => new Uint8Array(n), 3);
  }
}
