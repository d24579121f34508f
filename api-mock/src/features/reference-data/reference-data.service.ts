import type { Country } from "@catalogue/core/model";
import type { Db } from "../../db/database";
import { loadReferenceData, type ReferenceData } from "./reference-data.repository";

/**
 * Architecture 3: reference data is a hot read path on a single-connection database, so it is read once and
 * kept in memory; `invalidate()` (after a reseed) makes the next read load it again.
 */
export class ReferenceDataService {
  private cached: Promise<ReferenceData> | undefined;

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
