import * as z from "zod";
import { CUSTOM_STATUS_VALUES, ORGANIZATION_ROLE_VALUES, ROLE_VALUES } from "./enum-values";

// Core spec 4.1 (and supplement 4): every enumeration of the domain, as a zod enum whose name is the type's name.

/** Core spec 4.1: roles, held per country. ROOT and SYSTEM are labels; FIREBASE is a technical role value. */
export const Role = z.enum(ROLE_VALUES);
export type Role = z.infer<typeof Role>;

/** Core spec 4.1: registration status of a sales channel partner (REJECTED is shown as disabled). */
export const ScpStatus = z.enum(["ACCEPTED", "ONBOARDING_REQUIRED", "PENDING", "REJECTED"]);
export type ScpStatus = z.infer<typeof ScpStatus>;

/** Core spec 4.1: the overall availability (severity) of a product for a viewer. */
export const ProductAvailability = z.enum(["AVAILABLE", "WARNING", "NOT_AVAILABLE"]);
export type ProductAvailability = z.infer<typeof ProductAvailability>;

/** Core spec 4.1: stock availability status of a product in a country. */
export const StockAvailabilityStatus = z.enum(["AVAILABLE", "LIMITED_QUANTITY", "OUT_OF_STOCK", "SHIP_HOLD"]);
export type StockAvailabilityStatus = z.infer<typeof StockAvailabilityStatus>;

/** Core spec 4.1: phase-out status of a product. */
export const PhaseOutStatus = z.enum([
  "AVAILABLE",
  "BLOCKED",
  "NOT_AVAILABLE",
  "PHASED_OUT",
  "UPCOMING_PHASE_OUT",
]);
export type PhaseOutStatus = z.infer<typeof PhaseOutStatus>;

/** Core spec 4.1: the product indicator values. */
export const ProductIndicator = z.enum([
  "AVAILABLE",
  "CUSTOM",
  "LIMITED_QUANTITY",
  "NOT_AVAILABLE",
  "PHASED_OUT",
  "UPCOMING_PHASE_OUT",
  "WARNING",
]);
export type ProductIndicator = z.infer<typeof ProductIndicator>;

/** Core spec 4.8 / supplement 4: the status of a custom availability indicator (WARNING = limited availability). */
export const CustomStatusValue = z.enum(CUSTOM_STATUS_VALUES);
export type CustomStatusValue = z.infer<typeof CustomStatusValue>;

/** Core spec 3: where a custom availability indicator applies. */
export const AvailabilityIndicatorScope = z.enum(["GLOBAL", "SUBREGION", "COUNTRY"]);
export type AvailabilityIndicatorScope = z.infer<typeof AvailabilityIndicatorScope>;

/** Core spec 4.1: status of a table import record. */
export const ImportStatus = z.enum([
  "CRITICAL",
  "IMPORTANT",
  "IN_PROGRESS",
  "NOT_FINALIZED",
  "QUEUED",
  "SUCCESS",
  "WARNING",
]);
export type ImportStatus = z.infer<typeof ImportStatus>;

/** Core spec 4.1: status of one import run. */
export const RunStatus = z.enum(["FAILED", "IN_PROGRESS", "SUCCESS", "WARN"]);
export type RunStatus = z.infer<typeof RunStatus>;

/** Core spec 3: notification types. */
export const NotificationType = z.enum(["PRIVATE_LIST_SHARED", "PUBLIC_LIST_UPDATED", "USER_ROLES_CHANGED"]);
export type NotificationType = z.infer<typeof NotificationType>;

/** Core spec 4.1: sorting of a list's elements (CREATED_AT default; CUSTOM after a saved custom order; NAME for user lists). */
export const ListSortingType = z.enum(["CREATED_AT", "CUSTOM", "PRODUCT_GROUP", "PRODUCT_TITLE", "NAME"]);
export type ListSortingType = z.infer<typeof ListSortingType>;

/** Core spec 4.1: sort options of the list of lists (default LAST_MODIFIED, falling back to creation date). */
export const ListOfListsSort = z.enum([
  "CREATION_DATE",
  "ALPHABETICAL",
  "MIN_PRODUCTS",
  "MAX_PRODUCTS",
  "LAST_MODIFIED",
]);
export type ListOfListsSort = z.infer<typeof ListOfListsSort>;

/** Core spec 4.1: product grid sort. */
export const ProductGridSort = z.enum([
  "DEFAULT_SORTING",
  "HIERARCHY_ASC",
  "HIERARCHY_DESC",
  "TITLE_ASC",
  "TITLE_DESC",
]);
export type ProductGridSort = z.infer<typeof ProductGridSort>;

/** Core spec 4.1: product usage. */
export const Usage = z.enum(["LIMITEDREUSABLE", "REUSABLE", "SINGLEPATIENTMULTUSE", "SINGLEUSE"]);
export type Usage = z.infer<typeof Usage>;

/** Core spec 1: organisation functions (a user's "role" in onboarding). */
export const OrganizationRole = z.enum(ORGANIZATION_ROLE_VALUES);
export type OrganizationRole = z.infer<typeof OrganizationRole>;

/** Supplement "Filter and device-group trees": care areas. */
export const CareArea = z.enum(["OR", "ICU", "NICU"]);
export type CareArea = z.infer<typeof CareArea>;

/** Supplement "Filter and device-group trees": patient groups. */
export const PatientGroup = z.enum(["ADULT", "PEDIATRICS", "NEONATES"]);
export type PatientGroup = z.infer<typeof PatientGroup>;

/** Core spec 3: device types of a product. */
export const DeviceType = z.enum(["ANESTHESIA", "MONITORING", "THERMOREGULATION", "VENTILATION", "OTHERS"]);
export type DeviceType = z.infer<typeof DeviceType>;

/** Core spec 3: link groups of a product. */
export const LinkGroupType = z.enum([
  "CERTIFICATES",
  "DOCUMENTATION",
  "MARKETING",
  "NEWS",
  "ORDERING",
  "OTHERS",
  "SERVICE",
  "TRAINING",
]);
export type LinkGroupType = z.infer<typeof LinkGroupType>;

/** Core spec 3: the kinds of product list. */
export const ProductListType = z.enum(["personal", "countryShare", "privateShare", "draft"]);
export type ProductListType = z.infer<typeof ProductListType>;

/** Core spec 9: number format; COMMA maps to German formatting, anything else to English. */
export const Separator = z.enum(["COMMA", "DOT"]);
export type Separator = z.infer<typeof Separator>;

/** Core spec 4.6: a consent decision. */
export const ConsentDecision = z.enum(["ACCEPTED", "REJECTED", "UNDECIDED"]);
export type ConsentDecision = z.infer<typeof ConsentDecision>;

/** Core spec 9: product card sizes. */
export const CardSize = z.enum(["small", "default", "large"]);
export type CardSize = z.infer<typeof CardSize>;
