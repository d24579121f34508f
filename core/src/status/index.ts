/** Core spec 4.2: product status derivation, priority, severity, colours, shortcut codes and label keys. */
export {
  type DerivedProductStatus,
  deriveProductStatus,
  type StatusProduct,
  type StatusViewer,
} from "./derive-product-status";
export { type ClearanceVisibilityViewer, isHiddenByClearance } from "./market-clearance-visibility";
export {
  PARTNER_VISIBLE,
  PHASED_OUT_LIKE,
  ProductStatus,
  sortByPriority,
  statusPriority,
} from "./product-status";
export {
  StatusColour,
  StatusShortcut,
  severityColour,
  statusLabelKey,
  statusSeverity,
  statusShortcut,
  statusShortcutKey,
} from "./status-presentation";
