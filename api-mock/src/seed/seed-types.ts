import type {
  CareArea,
  DeviceType,
  LanguageCode,
  LinkGroupType,
  OrganizationRole,
  PatientGroup,
  PhaseOutStatus,
  Role,
  ScpStatus,
  StockAvailabilityStatus,
  Usage,
} from "@catalogue/core/model";

// Plain rows as the database stores them: numeric ids, codes beside them, no nesting the database cannot hold
// as JSON. The generator fills them; wt-d's repositories insert them.

/** Core spec 3 (onboarding payload): a language with its shortcut and native name. */
export interface LanguageRow {
  shortcut: LanguageCode;
  name: string;
}

/** Core spec 3 ("Countries for SCP"): a subregion that groups countries; it holds at least one (core spec 9). */
export interface SubregionRow {
  id: number;
  code: string;
  name: string;
}

/** Core spec 3: a country; `shortcut` is the ISO 3166-1 alpha-2 code (its "title"). */
export interface CountryRow {
  id: number;
  shortcut: string;
  name: string;
  subregionId: number;
  currencyId: number;
  availableForScp: boolean;
  /** True for the main countries that get their own per-country product rows (see docs/api/seed-data.md). */
  hasProductData: boolean;
}

/** Core spec 3 / 9: a currency (`title` is the ISO 4217 code) with a fixed rate: 1 EUR = `eurRate` units. */
export interface CurrencyRow {
  id: number;
  title: string;
  currencyName: string;
  eurRate: number;
}

/** Core spec 3: an organisation function with its value and English name. */
export interface OrganizationRoleRow {
  value: OrganizationRole;
  name: string;
}

/** Core spec 3 (user.company): a customer or partner company. */
export interface CompanyRow {
  id: number;
  name: string;
  countryId: number;
}

/** Core spec 3: the app info links (local paths served by the mock). */
export interface AppInfoRow {
  privacyPolicyWeb: string;
  legalNotices: string;
  providerIdentification: string;
  instructionForUseWeb: string;
}

/** Supplement "Filter and device-group trees": one node of a filter tree (numeric key, value code, label). */
export interface TreeNode {
  key: number;
  value: string;
  /** English label; brand names (Atlan A100) are shown as they are. */
  name: string;
  /** i18n key of the label (`catalogueTree.<value>`) for generic groups; null for brand names. */
  labelKey: string | null;
  children: TreeNode[];
}

/** Core spec 3: an operation or storage range of one environmental quantity. */
export interface EnvironmentRange {
  min: number;
  max: number;
  unit: string;
}

/** Core spec 3: operation and storage ranges for temperature, humidity and air pressure. */
export interface EnvironmentalConditions {
  operationTemperature: EnvironmentRange;
  operationHumidity: EnvironmentRange;
  operationAirPressure: EnvironmentRange;
  storageTemperature: EnvironmentRange;
  storageHumidity: EnvironmentRange;
  storageAirPressure: EnvironmentRange;
}

/** Core spec 3: one link of a link group. */
export interface ProductLink {
  title: string;
  url: string;
}

/** Core spec 3: a link group (CERTIFICATES, DOCUMENTATION, ...) with its links. */
export interface ProductLinkGroup {
  type: LinkGroupType;
  links: ProductLink[];
}

/** Core spec 3: a product video. */
export interface ProductVideo {
  title: string;
  url: string;
}

/** Core spec 3: an image of a product; `imageCategory` says which view it is. */
export interface ProductImage {
  imageId: string;
  imageCategory: "MAIN" | "DETAIL" | "PACKAGING" | "ROTATION_360";
}

/** Core spec 3: a product as stored once, independent of country. */
export interface ProductRow {
  id: number;
  partNumber: string;
  title: string;
  subtitle: string;
  description: string;
  careAreas: CareArea[];
  deviceTypes: DeviceType[];
  /** Value code of a product-cluster child, e.g. VENTILATION_ACCESSORIES_BREATHING_CIRCUITS. */
  productCluster: string;
  /** Value codes of device-group leaves this product fits, e.g. ANESTHESIA_ATLAN_A100. */
  compatibleDevices: string[];
  patientGroups: PatientGroup[];
  mainGtin: string;
  secondaryGtin: string | null;
  unspscCode: string;
  ceClass: "I" | "IIa" | "IIb" | "III";
  ifuPartNumber: string;
  piecesPerPackingUnit: number;
  packagesPerDeliveryUnit: number;
  /** Total shelf life in months; null when it does not expire. */
  shelfLifeMonths: number | null;
  countryOfOrigin: string;
  sterile: boolean;
  latex: boolean;
  usage: Usage;
  maxReprocessingCycles: number | null;
  environment: EnvironmentalConditions;
  isNew: boolean;
  highlight: boolean;
  rfid: boolean;
  documentType: string;
  imageId: string;
  image360: boolean;
  images: ProductImage[];
  linkGroups: ProductLinkGroup[];
  videos: ProductVideo[];
  /** Products of one variant group share the title and differ in subtitle; null when it has no variants. */
  variantGroupId: number | null;
  variantProductIds: number[];
  alternativeProductIds: number[];
  relatedProductIds: number[];
}

/** Core spec 3 / 4.2: prices, stock, phase-out and clearance of a product in one country (null = global default). */
export interface ProductCountryRow {
  productId: number;
  countryId: number | null;
  currencyId: number;
  localListPrice: number;
  globalReferencePrice: number;
  crp: number;
  ggpUnitPrice: number | null;
  ggpLowerLimit: number | null;
  ggpUpperLimit: number | null;
  stockStatus: StockAvailabilityStatus;
  quantity: number | null;
  criticalQuantity: number | null;
  phaseOutStatus: PhaseOutStatus;
  marketClearance: boolean;
  /** Text shown to partners for a phase-out (SCP variants of core spec 4.2); null when not phasing out. */
  partnerPhaseOutText: string | null;
}

/** Core spec 3: a role held in one country (null = all countries). */
export interface UserRoleRow {
  role: Role;
  countryId: number | null;
}

/** Core spec 3: a user's profile as stored. */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  name: string;
  surname: string;
  role: Role;
  roles: UserRoleRow[];
  userType: "INTERNAL" | "PARTNER";
  countryId: number | null;
  currencyId: number | null;
  languageShortcut: LanguageCode;
  organizationRole: OrganizationRole | null;
  companyId: number | null;
  scpStatus: ScpStatus | null;
  enabled: boolean;
  admin: boolean;
  separator: "COMMA" | "DOT";
  showPrices: boolean;
  showAvailability: boolean;
  phaseOutCheck: boolean;
  clearanceCheck: boolean;
  hideWithoutMarketClearance: boolean;
  updatedCountryShareNotification: boolean;
  sharedProductListNotification: boolean;
  salesOrganisation: string | null;
}

/** Core spec 4.3 / 4.4: a fixed demo account offered on the identity page, with what it demonstrates. */
export interface DemoUser {
  email: string;
  label: string;
  role: Role;
  scpStatus: ScpStatus | null;
  description: string;
}

/** Options of `generateSeed`: the PRNG seed and the number of products. */
export interface SeedOptions {
  seed?: number;
  products?: number;
}

/** Architecture 3: the seed options, from the SEED and SEED_PRODUCTS environment variables. */
export interface SeedSettings {
  seed: number;
  products: number;
  /**
   * The demo users' lists, shares, draft and notifications (`seed/demo-lists.ts`); on unless false. The tests'
   * seed leaves them out, so each test starts from users without lists.
   */
  demoLists?: boolean;
}

/** Everything the seed generator returns, as plain row arrays. */
export interface SeedData {
  languages: LanguageRow[];
  subregions: SubregionRow[];
  countries: CountryRow[];
  currencies: CurrencyRow[];
  organizationRoles: OrganizationRoleRow[];
  companies: CompanyRow[];
  appInfo: AppInfoRow;
  deviceGroupTree: TreeNode[];
  productClusterTree: TreeNode[];
  products: ProductRow[];
  productCountries: ProductCountryRow[];
  users: UserRow[];
}
