import type { SearchableRow } from "../../search";
import type { ProductCountryRow } from "../../seed/seed-types";

/** Core spec 3: a product row as the catalogue cache keeps it (the searchable fields and the card's). */
export type CatalogueRow = SearchableRow & { image360: boolean };

/** Core spec 3 / 4.2: the seed's per-country row as the card cache keeps it (countryId 0 = the global row). */
export type CountryRow = Omit<ProductCountryRow, "countryId" | "partnerPhaseOutText"> & { countryId: number };
