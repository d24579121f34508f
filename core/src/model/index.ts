/** Core spec 3 and 4.1: the entities of the product catalogue as zod schemas with inferred types. */

export { AvailabilityIndicator } from "./availability";
export { CurrencyCode, Id, LanguageCode, Money, Page, Timestamp } from "./common";
export {
  ASSIGNABLE_ROLE_VALUES,
  CUSTOM_STATUS_VALUES,
  IMPORT_TABLE_VALUES,
  ORGANIZATION_ROLE_VALUES,
  ROLE_VALUES,
} from "./enum-values";
export {
  AvailabilityIndicatorScope,
  CardSize,
  CareArea,
  ConsentDecision,
  CustomStatusValue,
  DeviceType,
  ImportStatus,
  LinkGroupType,
  ListOfListsSort,
  ListSortingType,
  NotificationType,
  OrganizationRole,
  PatientGroup,
  PhaseOutStatus,
  ProductAvailability,
  ProductGridSort,
  ProductIndicator,
  ProductListType,
  Role,
  RunStatus,
  ScpStatus,
  Separator,
  StockAvailabilityStatus,
  Usage,
} from "./enums";
export { ListElement, ListElementPricing } from "./list-element";
export { Notification, RoleChangeElement, RoleChangeInfo, UnreadCounter } from "./notification";
export { Product, ProductSummary } from "./product";
export { ProductList } from "./product-list";
export {
  CustomStatus,
  EnvironmentalConditions,
  EnvironmentalRange,
  GgpRange,
  LinkGroup,
  MarketClearance,
  MaterialData,
  ProductImage,
  ProductLink,
  ProductPricing,
  ProductVariant,
  ProductVideo,
} from "./product-parts";
export {
  AppInfo,
  Company,
  Country,
  Currency,
  Language,
  OrganizationRoleOption,
  ScpCountry,
  Subregion,
} from "./reference-data";
export { AutocompleteHint, AutocompleteResult, ProductCounter } from "./search";
export { SearchHistoryItem } from "./search-history-item";
export { ShareForm } from "./share-form";
export {
  ImportLog,
  ImportRecord,
  ImportRun,
  ImportRunStarter,
  ImportRunStatus,
  SynchronizationStatus,
} from "./table-import";
export { OnboardingPayload, RoleAssignment, ScpOnboardingPayload, UserProfile, UserType } from "./user";
