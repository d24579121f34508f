/** Shared fast-check arbitraries for core's property tests (house rules: shared arbitraries live here). */
export {
  currencyArbitrary,
  listElementArbitrary,
  productIdArbitrary,
  shareTargetsArbitrary,
  uniqueListElementsArbitrary,
} from "./list-arbitraries";
export { messageText } from "./messages";
export {
  exampleNotification,
  exampleProduct,
  exampleProductList,
  exampleRoleChangeInfo,
  exampleUserProfile,
} from "./model-examples";
export {
  type OfflineIntent,
  type OfflineLists,
  offlineCrpArbitrary,
  offlineEditArbitrary,
  offlineEditsArbitrary,
  offlineEditsOn,
  offlineElementValuesArbitrary,
  offlineIntentsArbitrary,
  offlineListIdArbitrary,
  offlineListsArbitrary,
  offlineProductIdArbitrary,
  offlineQuantityArbitrary,
} from "./offline-sync.arbitraries";
export { productFilterArbitrary } from "./product-filter.arbitraries";
export { availableStatusProduct, staffWithAllChecks } from "./status-fixtures";
