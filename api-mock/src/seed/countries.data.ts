import { CURRENCIES } from "./currencies.data";
import type { CountryRow, SubregionRow } from "./seed-types";

const SUBREGION_TABLE: [string, string][] = [
  ["DACH", "DACH"],
  ["NORDICS", "Nordics"],
  ["IBERIA", "Iberia"],
  ["BENELUX", "Benelux"],
  ["UK_IRELAND", "UK & Ireland"],
  ["FRANCE", "France"],
  ["ITALY", "Italy"],
  ["CEE", "Central Eastern Europe"],
  ["MIDDLE_EAST", "Middle East"],
  ["ASIA_PACIFIC", "Asia Pacific"],
  ["NORTH_AMERICA", "North America"],
  ["LATIN_AMERICA", "Latin America"],
  ["AFRICA", "Africa"],
];

/** Core spec 3: the subregions that group countries; every one holds at least one country (core spec 9). */
export const SUBREGIONS: SubregionRow[] = SUBREGION_TABLE.map(([code, name], index) => ({
  id: index + 1,
  code,
  name,
}));

// The main countries get per-country product rows; every other country falls back to the global default rows.
const MAIN_COUNTRIES = new Set(["DE", "FR", "GB", "IT", "ES", "NL", "SE", "CH", "US", "JP", "CN", "BR"]);

// [ISO 3166-1 alpha-2, English name, subregion code, currency code, available for SCP]
const COUNTRY_TABLE: [string, string, string, string, boolean][] = [
  ["DE", "Germany", "DACH", "EUR", true],
  ["AT", "Austria", "DACH", "EUR", true],
  ["CH", "Switzerland", "DACH", "CHF", true],
  ["SE", "Sweden", "NORDICS", "SEK", true],
  ["NO", "Norway", "NORDICS", "NOK", true],
  ["DK", "Denmark", "NORDICS", "DKK", true],
  ["FI", "Finland", "NORDICS", "EUR", true],
  ["IS", "Iceland", "NORDICS", "ISK", false],
  ["ES", "Spain", "IBERIA", "EUR", true],
  ["PT", "Portugal", "IBERIA", "EUR", true],
  ["NL", "Netherlands", "BENELUX", "EUR", true],
  ["BE", "Belgium", "BENELUX", "EUR", true],
  ["LU", "Luxembourg", "BENELUX", "EUR", false],
  ["GB", "United Kingdom", "UK_IRELAND", "GBP", true],
  ["IE", "Ireland", "UK_IRELAND", "EUR", true],
  ["FR", "France", "FRANCE", "EUR", true],
  ["IT", "Italy", "ITALY", "EUR", true],
  ["PL", "Poland", "CEE", "PLN", true],
  ["CZ", "Czechia", "CEE", "CZK", true],
  ["HU", "Hungary", "CEE", "HUF", true],
  ["RO", "Romania", "CEE", "RON", true],
  ["BG", "Bulgaria", "CEE", "BGN", false],
  ["RS", "Serbia", "CEE", "RSD", false],
  ["SK", "Slovakia", "CEE", "EUR", true],
  ["UA", "Ukraine", "CEE", "UAH", false],
  ["TR", "Türkiye", "MIDDLE_EAST", "TRY", true],
  ["AE", "United Arab Emirates", "MIDDLE_EAST", "AED", true],
  ["SA", "Saudi Arabia", "MIDDLE_EAST", "SAR", true],
  ["QA", "Qatar", "MIDDLE_EAST", "QAR", true],
  ["KW", "Kuwait", "MIDDLE_EAST", "KWD", true],
  ["BH", "Bahrain", "MIDDLE_EAST", "BHD", false],
  ["OM", "Oman", "MIDDLE_EAST", "OMR", false],
  ["JO", "Jordan", "MIDDLE_EAST", "JOD", false],
  ["IL", "Israel", "MIDDLE_EAST", "ILS", true],
  ["KZ", "Kazakhstan", "MIDDLE_EAST", "KZT", false],
  ["RU", "Russia", "CEE", "RUB", false],
  ["JP", "Japan", "ASIA_PACIFIC", "JPY", true],
  ["CN", "China", "ASIA_PACIFIC", "CNY", true],
  ["HK", "Hong Kong", "ASIA_PACIFIC", "HKD", true],
  ["TW", "Taiwan", "ASIA_PACIFIC", "TWD", true],
  ["KR", "South Korea", "ASIA_PACIFIC", "KRW", true],
  ["IN", "India", "ASIA_PACIFIC", "INR", true],
  ["ID", "Indonesia", "ASIA_PACIFIC", "IDR", true],
  ["MY", "Malaysia", "ASIA_PACIFIC", "MYR", true],
  ["SG", "Singapore", "ASIA_PACIFIC", "SGD", true],
  ["TH", "Thailand", "ASIA_PACIFIC", "THB", true],
  ["PH", "Philippines", "ASIA_PACIFIC", "PHP", false],
  ["VN", "Vietnam", "ASIA_PACIFIC", "VND", false],
  ["PK", "Pakistan", "ASIA_PACIFIC", "PKR", false],
  ["AU", "Australia", "ASIA_PACIFIC", "AUD", true],
  ["NZ", "New Zealand", "ASIA_PACIFIC", "NZD", true],
  ["US", "United States", "NORTH_AMERICA", "USD", true],
  ["CA", "Canada", "NORTH_AMERICA", "CAD", true],
  ["MX", "Mexico", "LATIN_AMERICA", "MXN", true],
  ["BR", "Brazil", "LATIN_AMERICA", "BRL", true],
  ["AR", "Argentina", "LATIN_AMERICA", "ARS", true],
  ["CL", "Chile", "LATIN_AMERICA", "CLP", true],
  ["CO", "Colombia", "LATIN_AMERICA", "COP", true],
  ["PE", "Peru", "LATIN_AMERICA", "PEN", false],
  ["UY", "Uruguay", "LATIN_AMERICA", "UYU", false],
  ["ZA", "South Africa", "AFRICA", "ZAR", true],
  ["EG", "Egypt", "AFRICA", "EGP", true],
  ["MA", "Morocco", "AFRICA", "MAD", true],
  ["KE", "Kenya", "AFRICA", "KES", false],
  ["NG", "Nigeria", "AFRICA", "NGN", false],
  ["TN", "Tunisia", "AFRICA", "TND", false],
];

function idOf<T extends { id: number }>(
  rows: readonly T[],
  matches: (row: T) => boolean,
  what: string,
): number {
  const row = rows.find(matches);
  if (!row) throw new Error(`Seed reference data: unknown ${what}`);
  return row.id;
}

/** Core spec 3: the countries with ISO code, subregion, currency and availability for SCP registration. */
export const COUNTRIES: CountryRow[] = COUNTRY_TABLE.map(
  ([shortcut, name, subregion, currency, scp], index) => ({
    id: index + 1,
    shortcut,
    name,
    subregionId: idOf(SUBREGIONS, (row) => row.code === subregion, `subregion ${subregion}`),
    currencyId: idOf(CURRENCIES, (row) => row.title === currency, `currency ${currency}`),
    availableForScp: scp,
    hasProductData: MAIN_COUNTRIES.has(shortcut),
  }),
);

/** Looks a seeded country up by its ISO code (the seed's own data, so a miss is a bug). */
export function countryByShortcut(shortcut: string): CountryRow {
  const country = COUNTRIES.find((row) => row.shortcut === shortcut);
  if (!country) throw new Error(`Seed reference data: unknown country ${shortcut}`);
  return country;
}
