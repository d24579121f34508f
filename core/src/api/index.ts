/** The API contract shared by api-mock, web and cli (architecture section 2, `api/`). */

export {
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  ApiToken,
  ApiTokenIdParam,
  CreateApiTokenRequest,
  CreatedApiToken,
} from "./api-tokens";
export {
  LoginInfoResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  SESSION_COOKIE,
} from "./auth";
export {
  AvailabilityIndicatorRequest,
  AvailabilityMode,
  IndicatorDeleteQuery,
  ProductIndicators,
} from "./availability-admin";
export {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  CartItem,
  CartLine,
  CartValues,
  CartValuesQuery,
  ProductCataloguePageQuery,
  ProductSorting,
  parseCartItems,
  SendCartRequest,
  SendCartResponse,
} from "./cart";
export {
  DevNotificationsRequest,
  DevNotificationsResponse,
  DevUser,
  FaultRuleInput,
  FaultRuleOutput,
  OutboxMail,
  RequestRecordSchema,
  ResetResponse,
} from "./dev-controls";
export { DevSessionRequest, DevSessionResponse } from "./dev-session";
export { type CatalogueEntry, ERROR_CATALOGUE } from "./error-catalogue";
export { ErrorEnvelope, FieldError, HttpStatus } from "./error-envelope";
export {
  ApiErrorMessage,
  type MessagedResultKey,
  RESULT_KEY_MESSAGES,
  resultKeyMessage,
} from "./error-messages";
export {
  ERROR_PAGE_BACK_KEY,
  ERROR_PAGE_REFRESH_KEY,
  type ErrorPageContent,
  errorPageContent,
} from "./error-pages";
export { type ErrorContext, type ErrorDuring, type FailedCall, reactToError } from "./error-policy";
export { type ErrorReaction, type ErrorsPageCode, reactionPath } from "./error-reaction";
export { HealthResponse, StorageRefusal } from "./health";
export { ImageIdParam, ImageQuery, type ImageWidth, isImageWidth } from "./images";
export {
  AddElementsRequest,
  AddToListsRequest,
  AddToListsResponse,
  ChangeCrpAndQuantityRequest,
  ChangeCrpRequest,
  ChangedElement,
  ChangedListTotals,
  ChangeQuantityRequest,
  CustomSortRequest,
  DuplicateResolutionChoice,
  ElementChangeResponse,
  ElementPrice,
  ElementQuantity,
  ListElementsResponse,
  ListElementView,
  MoveElementsParams,
  MoveElementsRequest,
  NewElement,
  RemoveElementsRequest,
  ReplaceElementRequest,
  SkipReason,
  SortingRequest,
} from "./list-elements";
export {
  HealthProduct,
  ListHealthResponse,
  ListHealthSeenResponse,
} from "./list-health";
export { NotificationIdParam, NotificationPage, NotificationPageQuery } from "./notifications";
export {
  OFFLINE_SYNC_MAX_CHANGES,
  OfflineAddChange,
  OfflineChange,
  OfflineChangeOutcome,
  OfflineChangeResult,
  OfflineCrpChange,
  OfflineQuantityChange,
  OfflineSyncRequest,
  OfflineSyncResponse,
} from "./offline-sync";
export {
  formatProductFilter,
  isTreeFilterKey,
  type KnownTreeValues,
  normalizeProductFilter,
  PRODUCT_FILTER_KEYS,
  ProductFilter,
  type ProductFilterIssue,
  type ProductFilterKey,
  type ProductFilterParse,
  ProductFlag,
  parseProductFilter,
  perFilterKey,
  productFilterFieldErrors,
  TREE_FILTER_KEYS,
  type TreeFilterKey,
  TreeValue,
} from "./product-filter";
export {
  CopyListRequest,
  CreateListRequest,
  DeleteListsRequest,
  DeleteListsResponse,
  EmailHistoryResponse,
  ExportFormat,
  ExportLinkResponse,
  ExportQuery,
  ExportTokenParam,
  ListIdParam,
  ListMail,
  ListMailsResponse,
  ListOfListsQuery,
  ListVersion,
  ProductLists,
  RepriceListRequest,
  RepriceListResponse,
  RepriceProductRef,
  RepriceSkippedProduct,
  SendListEmailRequest,
  UpdateListRequest,
} from "./product-lists";
export {
  AutocompleteQuery,
  AVAILABILITY_STATUS_DICTIONARY,
  AvailabilityIndicatorQuery,
  AvailabilityStatusEntry,
  CatalogueVersion,
  DATA_REPORT_MAX,
  DataReportRequest,
  DataReportResponse,
  DerivedStatus,
  DetailsByTitleQuery,
  DynamicFilters,
  DynamicFiltersQuery,
  FacetValueCount,
  FavoriteState,
  FilterMatchesRequest,
  FilterMatchesResponse,
  ProductCard,
  ProductDetails,
  ProductIdParam,
  ProductListRequest,
  ProductSearchPage,
  ProductSearchQuery,
} from "./products";
export {
  FcmRegistrationRequest,
  FcmRegistrationResponse,
  TestLogRequest,
  TestLogResponse,
  TestPushRequest,
  TestPushResponse,
} from "./push";
export { SubregionWithCountries } from "./reference-data";
export { ResultKey } from "./result-keys";
export {
  DraftVersionRequest,
  EditDraftRequest,
  PublishDraftRequest,
  StartDraftRequest,
} from "./share-drafts";
export {
  ProductListOverallStatistics,
  ProductStatistic,
  StatisticsQuery,
  StatisticValue,
} from "./statistics";
export { DatabaseActivity, ErrorLogEntry, TableActivity } from "./system-admin";
export {
  IMPORT_STARTED_MESSAGE,
  IMPORT_TOO_EARLY_MESSAGE,
  ImportHistoryPage,
  ImportHistoryQuery,
  ImportTableParam,
  ImportTriggerResponse,
} from "./table-imports";
export {
  CountryAndCurrencyUpdate,
  FirebaseConsentAcceptedUpdate,
  FirebaseConsentSeenUpdate,
  FirebaseConsentState,
  LanguageUpdate,
  ScpProfileUpdate,
  SubregionPermission,
  UserProfileResponse,
  UserProfileUpdate,
} from "./user";
export {
  ChangeEnableRequest,
  ChangeRolesRequest,
  OriginScpCountryUpdate,
  RoleChangeIdParam,
  ScpAvailableUpdate,
  ScpConfirmRequest,
  UserAccountUpdate,
  UserAutocompleteQuery,
  UserCountriesUpdate,
  UserHint,
  UserIdParam,
  UserListItem,
  UserListQuery,
  UserPage,
  UserSortField,
  UserStatusFilter,
  UserVersionQuery,
} from "./users";
export { toValidationEnvelope } from "./validation-envelope";
