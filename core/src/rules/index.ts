/** Core spec 5: the validation rules of the forms, as zod schemas whose messages are i18n keys. */
export {
  type AvailabilityIndicatorDraft,
  AvailabilityIndicatorForm,
  isIndicatorDetailEnabled,
} from "./availability-indicator-form.schema";
export {
  type IndicatorRequestInput,
  type IndicatorRuleKey,
  indicatorFieldErrors,
  indicatorRuleKey,
} from "./availability-indicator-request";
export { type CharCounter, charCounter } from "./char-counter";
export { EMAIL_ADDRESS_MAX, MAKER_EMAIL_DOMAIN, makerEmail } from "./email.schema";
export { toFieldErrors } from "./field-errors";
export { buildFilterTree, type FilterTreeNode, treeParent, treeValueName } from "./filter-tree";
export {
  IMPORT_ROW_SCHEMAS,
  type ImportRow,
  type ImportRowError,
  ImportTable,
  importColumns,
  importRowErrors,
  MarketClearanceImportRow,
  PhaseOutImportRow,
  PriceImportRow,
  ProductImportRow,
  requiredImportColumns,
  StockImportRow,
} from "./import-rows.schema";
export { OnboardingForm, onboardingFormFor, PartnerOnboardingForm } from "./onboarding-form.schema";
export { type CsvRecord, parseCsv, parseCsvRecords } from "./parse-csv";
export {
  maxRemovedProducts,
  NEW_PRODUCT_COLUMNS,
  newProductRowErrors,
  productRemovalRefusal,
} from "./product-import";
export { ProductListDescription, ProductListForm, ProductListTitle } from "./product-list-form.schema";
export { PROFILE_FIELDS_NOT_SENT, type ProfileUpdate, toProfileUpdate } from "./profile-update";
export { MAX_REQUEST_ARRAY_ITEMS, requestInputProblems } from "./request-input";
export { RequiredId, requiredChoice } from "./required";
export { ScpActivationForm } from "./scp-activation-form.schema";
export { addToSearchHistory } from "./search-history";
export { isAutocompleteTerm, isHistoryTerm, SearchTerm } from "./search-term.schema";
export { normalizeIdentifier, normalizeText, tokenize } from "./search-text";
export {
  CountryShareForm,
  countryShareToShareForm,
  IndividualShareForm,
  individualShareToShareForm,
  ShareNote,
  ShareSubregion,
} from "./share-form.schema";
export { compareTitles } from "./title-order";
export { AssignableRole, UserEditForm } from "./user-edit-form.schema";
export { VALIDATION_KEY_PREFIX, ValidationMessage } from "./validation-messages";
