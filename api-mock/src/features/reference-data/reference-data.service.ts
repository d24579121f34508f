import type { Country } from "@catalogue/core/model";
import type { Db } from "../../db/database";
import { loadReferenceData, type ReferenceData } from "./reference-data.repository";

/**
 * Architecture 3: reference data is a hot read path on a single-connection database, so it is read once and
 * kept in memory; `invalidate()` (after a reseed) makes the next read load it again.
 */
export class ReferenceDataService {
  private cached: Promise<ReferenceData> | undefined;
  /** Numbers each load, so an answer kept with older currency rates is not served (`generation`). */
  private readonly generations = new WeakMap<ReferenceData, number>();
  private loads = 0;

  constructor(private readonly db: Db) {}

  get(): Promise<ReferenceData> {
    this.cached ??= loadReferenceData(this.db).catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  /** A number that changes whenever the reference data is loaded again (part of a kept answer's key). */
  async generation(): Promise<number> {
    const reference = await this.get();
    let generation = this.generations.get(reference);
    if (generation === undefined) {
      this.loads += 1;
      generation = this.loads;
      this.generations.set(reference, generation);
    }
    return generation;
  }

  /** Core spec 3: a country as the API shows it (without the internal currency and SCP fields). */
  async country(
    id: number | null,
  ): Promise<(Country & { currencyId: number; availableForScp: boolean }) | undefined> {
    if (id === null) return undefined;
    return (await this.get()).countries.find((country) => country.id === id);
  }
}

/** Strips the fields the Country schema does not have. */
export function publicCountry(country: Country): Country {
  return { id: country.id, name: country.name, title: country.title, subregion: country.subregion };
}
