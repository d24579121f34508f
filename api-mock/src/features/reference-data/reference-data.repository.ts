import type {
  AppInfo,
  Company,
  Country,
  Currency,
  Language,
  OrganizationRoleOption,
  Subregion,
} from "@catalogue/core/model";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/database";
import {
  appInfo,
  companies,
  countries,
  currencies,
  languages,
  organizationRoles,
  subregions,
} from "../../db/schema/index";

/** Core spec 3: all reference data, as the API answers it. */
export interface ReferenceData {
  languages: Language[];
  subregions: Subregion[];
  countries: (Country & { currencyId: number; availableForScp: boolean })[];
  currencies: Currency[];
  organizationRoles: OrganizationRoleOption[];
  companies: Company[];
  appInfo: AppInfo | undefined;
}

/** Architecture 3: the SQL of the reference data; it is read whole and cached by the service. */
export async function loadReferenceData(db: Db): Promise<ReferenceData> {
  const subregionRows = await db.select().from(subregions).orderBy(asc(subregions.name));
  const subregionById = new Map(subregionRows.map((row) => [row.id, { id: row.id, name: row.name }]));
  const countryRows = await db.select().from(countries).orderBy(asc(countries.name));
  const info = await db.select().from(appInfo).limit(1);
  const infoRow = info[0];
  return {
    languages: await db.select().from(languages).orderBy(asc(languages.shortcut)),
    subregions: [...subregionById.values()],
    countries: countryRows.map((row) => ({
      id: row.id,
      name: row.name,
      title: row.shortcut,
      subregion: subregionById.get(row.subregionId) ?? null,
      currencyId: row.currencyId,
      availableForScp: row.availableForScp,
    })),
    currencies: await db.select().from(currencies).orderBy(asc(currencies.title)),
    organizationRoles: await db.select().from(organizationRoles),
    companies: await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .orderBy(asc(companies.name)),
    appInfo: infoRow && {
      privacyPolicyWeb: infoRow.privacyPolicyWeb,
      legalNotices: infoRow.legalNotices,
      providerIdentification: infoRow.providerIdentification,
      instructionForUseWeb: infoRow.instructionForUseWeb,
    },
  };
}
