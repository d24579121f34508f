import { createIcon } from "./create-icon";

// Drawn for this app on a 24 px grid and shipped in the bundle: no icon CDN (architecture section 4).
// Each icon is marked pure, so a bundle keeps only the icons its screens use (the finder has a size budget).
/** Supplement 9 (inline icons): close. */
export const CloseIcon = /* @__PURE__ */ createIcon("close", ["M6 6l12 12", "M18 6L6 18"]);
/** Supplement 9: search. */
export const SearchIcon = /* @__PURE__ */ createIcon("search", [
  "M11 4a7 7 0 1 1 0 14a7 7 0 0 1 0-14z",
  "M20 20l-4-4",
]);
/** Supplement 9: chevron pointing left. */
export const ChevronLeftIcon = /* @__PURE__ */ createIcon("chevron-left", ["M15 6l-6 6l6 6"]);
/** Supplement 9: chevron pointing right. */
export const ChevronRightIcon = /* @__PURE__ */ createIcon("chevron-right", ["M9 6l6 6l-6 6"]);
/** Supplement 9: chevron pointing up. */
export const ChevronUpIcon = /* @__PURE__ */ createIcon("chevron-up", ["M6 15l6-6l6 6"]);
/** Supplement 9: chevron pointing down. */
export const ChevronDownIcon = /* @__PURE__ */ createIcon("chevron-down", ["M6 9l6 6l6-6"]);
/** Supplement 9: menu (hamburger). */
export const MenuIcon = /* @__PURE__ */ createIcon("menu", ["M4 6h16", "M4 12h16", "M4 18h16"]);
/** Supplement 9: notification bell. */
export const BellIcon = /* @__PURE__ */ createIcon("bell", [
  "M6 16V11a6 6 0 1 1 12 0v5l2 2H4z",
  "M10 20a2 2 0 0 0 4 0",
]);
/** Supplement 9: user. */
export const UserIcon = /* @__PURE__ */ createIcon("user", [
  "M12 4a4 4 0 1 1 0 8a4 4 0 0 1 0-8z",
  "M4 20a8 8 0 0 1 16 0",
]);
const heart = "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z";
/** Supplement 9: favourite (outline). */
export const HeartIcon = /* @__PURE__ */ createIcon("heart", [heart]);
/** Supplement 9: favourite (filled). */
export const HeartFilledIcon = /* @__PURE__ */ createIcon("heart-filled", [heart], true);
/** Supplement 9: list. */
export const ListIcon = /* @__PURE__ */ createIcon("list", [
  "M9 6h11",
  "M9 12h11",
  "M9 18h11",
  "M4 6h.01",
  "M4 12h.01",
  "M4 18h.01",
]);
/** Supplement 9: plus. */
export const PlusIcon = /* @__PURE__ */ createIcon("plus", ["M12 5v14", "M5 12h14"]);
/** Supplement 9: delete. */
export const TrashIcon = /* @__PURE__ */ createIcon("trash", ["M4 7h16", "M9 7V4h6v3", "M6 7l1 13h10l1-13"]);
/** Supplement 9: edit. */
export const EditIcon = /* @__PURE__ */ createIcon("edit", ["M4 20h4L19 9l-4-4L4 16z", "M14 6l4 4"]);
/** Supplement 9: share. */
export const ShareIcon = /* @__PURE__ */ createIcon("share", [
  "M18 3a3 3 0 1 1 0 6a3 3 0 0 1 0-6z",
  "M6 9a3 3 0 1 1 0 6a3 3 0 0 1 0-6z",
  "M18 15a3 3 0 1 1 0 6a3 3 0 0 1 0-6z",
  "M8.6 13.5l6.8 4",
  "M15.4 6.5l-6.8 4",
]);
/** Supplement 9: download. */
export const DownloadIcon = /* @__PURE__ */ createIcon("download", ["M12 4v11", "M7 10l5 5l5-5", "M5 20h14"]);
/** Supplement 9: mail. */
export const MailIcon = /* @__PURE__ */ createIcon("mail", ["M3 6h18v12H3z", "M3 6l9 7l9-7"]);
/** Supplement 9: pin. */
export const PinIcon = /* @__PURE__ */ createIcon("pin", ["M9 4h6l-1 6l3 3H7l3-3z", "M12 13v7"]);
/** Supplement 9: information. */
export const InfoIcon = /* @__PURE__ */ createIcon("info", [
  "M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18z",
  "M12 11v5",
  "M12 8h.01",
]);
/** Supplement 9: warning. */
export const WarningIcon = /* @__PURE__ */ createIcon("warning", [
  "M12 3l10 18H2z",
  "M12 10v4",
  "M12 17h.01",
]);
/** Supplement 9: error. */
export const ErrorIcon = /* @__PURE__ */ createIcon("error", [
  "M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18z",
  "M9 9l6 6",
  "M15 9l-6 6",
]);
/** Supplement 9: check. */
export const ScanIcon = /* @__PURE__ */ createIcon("scan", [
  "M4 8V5a1 1 0 0 1 1-1h3",
  "M16 4h3a1 1 0 0 1 1 1v3",
  "M20 16v3a1 1 0 0 1-1 1h-3",
  "M8 20H5a1 1 0 0 1-1-1v-3",
  "M8 8v8",
  "M11 8v8",
  "M14 8v8",
  "M17 8v8",
]);

export const CheckIcon = /* @__PURE__ */ createIcon("check", ["M5 12l5 5l9-10"]);
/** Supplement 9: filter. */
export const FilterIcon = /* @__PURE__ */ createIcon("filter", ["M4 5h16l-6 8v6l-4-2v-4z"]);
/** Supplement 9: sort. */
export const SortIcon = /* @__PURE__ */ createIcon("sort", [
  "M8 4v16",
  "M4 8l4-4l4 4",
  "M16 20V4",
  "M12 16l4 4l4-4",
]);
/** Supplement 9: settings. */
export const SettingsIcon = /* @__PURE__ */ createIcon("settings", [
  "M12 9a3 3 0 1 1 0 6a3 3 0 0 1 0-6z",
  "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1",
]);
/**
 * Core spec 2.3 (system management: imports, database activity, error logs): a database, so the admin's side menu does not
 * show the settings' icon twice.
 */
export const DatabaseIcon = /* @__PURE__ */ createIcon("database", [
  "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3s-3.6 3-8 3s-8-1.3-8-3z",
  "M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6",
  "M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6",
]);
/** Supplement 9: log out. */
export const LogoutIcon = /* @__PURE__ */ createIcon("logout", [
  "M14 4H5v16h9",
  "M10 12h10",
  "M16 8l4 4l-4 4",
]);
/** Supplement 9: language (globe). */
export const GlobeIcon = /* @__PURE__ */ createIcon("globe", [
  "M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18z",
  "M3 12h18",
  "M12 3c3 3 3 15 0 18c-3-3-3-15 0-18z",
]);
/** Supplement 9: external link. */
export const ExternalLinkIcon = /* @__PURE__ */ createIcon("external-link", [
  "M14 4h6v6",
  "M20 4l-9 9",
  "M18 14v6H4V6h6",
]);
/** Supplement 9: refresh. */
export const RefreshIcon = /* @__PURE__ */ createIcon("refresh", ["M20 12a8 8 0 1 1-2.3-5.7", "M20 4v5h-5"]);
/** Core spec 9 (card sizes): small cards grid. */
export const GridSmallIcon = /* @__PURE__ */ createIcon("grid-small", [
  "M4 4h4v4H4z",
  "M10 4h4v4h-4z",
  "M16 4h4v4h-4z",
  "M4 10h4v4H4z",
  "M10 10h4v4h-4z",
  "M16 10h4v4h-4z",
  "M4 16h4v4H4z",
  "M10 16h4v4h-4z",
  "M16 16h4v4h-4z",
]);
/** Core spec 9 (card sizes): default cards grid. */
export const GridDefaultIcon = /* @__PURE__ */ createIcon("grid-default", [
  "M4 4h7v7H4z",
  "M13 4h7v7h-7z",
  "M4 13h7v7H4z",
  "M13 13h7v7h-7z",
]);
/** Core spec 9 (card sizes): large cards grid. */
export const GridLargeIcon = /* @__PURE__ */ createIcon("grid-large", ["M4 4h16v7H4z", "M4 13h16v7H4z"]);
