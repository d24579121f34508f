import { GUIDE_PATH, LANGUAGES } from "@catalogue/core/constants";
import { OrganizationRole } from "@catalogue/core/model";
import { countryByShortcut } from "./countries.data";
import type { AppInfoRow, CompanyRow, LanguageRow, OrganizationRoleRow } from "./seed-types";

// Endonyms: a language is listed in its own name so that a user who cannot read the current language finds it.
const NATIVE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  it: "Italiano",
  ja: "日本語",
  pt: "Português",
  zh: "中文",
  tr: "Türkçe",
  id: "Bahasa Indonesia",
  ru: "Русский",
};

/** Core spec 1 / 3: the eleven interface languages with their native names. */
export const LANGUAGE_ROWS: LanguageRow[] = LANGUAGES.map((shortcut) => ({
  shortcut,
  name: NATIVE_NAMES[shortcut],
}));

const ORGANIZATION_ROLE_NAMES: Record<OrganizationRole, string> = {
  ACADEMY: "Academy",
  BACKOFFICE: "Backoffice",
  BU_HCA: "BU HCA",
  MARKETING: "Marketing",
  OTHER: "Other",
  SALES_REPRESENTATIVE: "Sales representative",
  SERVICE: "Service",
};

/** Core spec 1 / 3: the organisation functions with value and name. */
export const ORGANIZATION_ROLE_ROWS: OrganizationRoleRow[] = OrganizationRole.options.map((value) => ({
  value,
  name: ORGANIZATION_ROLE_NAMES[value],
}));

// [name, ISO country]: the maker's sales organisations and partner distributors; invented names.
const COMPANY_TABLE: [string, string][] = [
  ["Catalogue Medical GmbH", "DE"],
  ["Catalogue Medical France SAS", "FR"],
  ["Catalogue Medical UK Ltd", "GB"],
  ["Catalogue Medical Italia S.p.A.", "IT"],
  ["Catalogue Medical España S.A.", "ES"],
  ["Catalogue Medical Nederland B.V.", "NL"],
  ["Catalogue Medical Sverige AB", "SE"],
  ["Catalogue Medical Inc.", "US"],
  ["Catalogue Medical Japan K.K.", "JP"],
  ["Catalogue Medical (Shanghai) Co., Ltd.", "CN"],
  ["Alpenmed Vertrieb AG", "CH"],
  ["Nordic Care Supplies Oy", "FI"],
  ["Iberomed Distribución S.L.", "PT"],
  ["Gulf Critical Care LLC", "AE"],
  ["Anadolu Medikal A.Ş.", "TR"],
  ["Pacific Hospital Solutions Pte Ltd", "SG"],
  ["Andes Medical S.A.", "CL"],
  ["Cape Clinical Supplies (Pty) Ltd", "ZA"],
  ["Vistula Medtech Sp. z o.o.", "PL"],
  ["Maple Acute Care Inc.", "CA"],
];

/** Core spec 3 (user.company): companies of internal users and sales channel partners. */
export const COMPANIES: CompanyRow[] = COMPANY_TABLE.map(([name, shortcut], index) => ({
  id: index + 1,
  name,
  countryId: countryByShortcut(shortcut).id,
}));

/** Core spec 3: the app info links, as local paths that the mock serves (the instructions for use: the guide). */
export const APP_INFO: AppInfoRow = {
  privacyPolicyWeb: "/legal/privacy-policy.html",
  legalNotices: "/legal/legal-notices.html",
  providerIdentification: "/legal/provider-identification.html",
  instructionForUseWeb: GUIDE_PATH,
};
