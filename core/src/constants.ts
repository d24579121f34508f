/**
 * Business constants and limits of core spec section 9 (and supplement section 9), named once so that
 * web, cli and api-mock never repeat a magic number.
 */

/** Core spec 1 / 9: the application version. */
export const APP_VERSION = "1.4.0";

/**
 * Core spec 2.3: where the product serves its user guide, the settings' "training material" and "instructions for
 * use" (the seeded app info) lead there.
 */
export const GUIDE_PATH = "/help/";

/** Core spec 1: the eleven interface languages. */
export const LANGUAGES = ["en", "de", "es", "fr", "it", "ja", "pt", "zh", "tr", "id", "ru"] as const;
/** Core spec 1: languages whose text runs wider and must not break layouts. */
export const WIDE_LANGUAGES = ["de", "es", "fr", "pt", "tr"] as const;
/** Core spec 9: languages with their own number and date formatting; others fall back to English. */
export const FORMATTING_LOCALES = ["en", "de", "es", "fr", "it", "ja", "pt"] as const;

/** Core spec 9: product list title maximum length. */
export const LIST_TITLE_MAX = 200;
/** Core spec 9: product list description maximum length. */
export const LIST_DESCRIPTION_MAX = 500;
/** Core spec 9: search input maximum length. */
export const SEARCH_INPUT_MAX = 100;
/** Core spec 9: share note maximum length. */
export const SHARE_NOTE_MAX = 250;
/** Core spec 9: autocomplete starts at this many trimmed characters. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
/** Core spec 9: autocomplete debounce in ms. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** Core spec 9: search-as-you-type and filter input debounce in ms. */
export const SEARCH_DEBOUNCE_MS = 800;
/** Core spec 9: search history keeps at most this many entries. */
export const SEARCH_HISTORY_MAX = 5;
/** Core spec 9: search history panel maximum width in px. */
export const SEARCH_HISTORY_PANEL_MAX_WIDTH_PX = 588;
/** Core spec 9: the notification badge shows "99+" from this count on. */
export const BADGE_OVERFLOW_AT = 100;
/** Core spec 9: notifications page size. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Core spec 3 gives notifications an expiresAt but no lifetime; ours: 30 days after creation (docs/api). */
export const NOTIFICATION_LIFETIME_DAYS = 30;
/** Core spec 9: infinite-scroll page size. */
export const INFINITE_SCROLL_PAGE_SIZE = 10;
/** Core spec 9: infinite scroll retries a failed page this many times, then gives up. */
export const INFINITE_SCROLL_RETRIES = 2;
/** Core spec 9: infinite scroll loads the next page within this fraction of the end (20 percent buffer). */
export const INFINITE_SCROLL_BUFFER = 0.2;
/** Core spec 9: import history page size. */
export const IMPORT_HISTORY_PAGE_SIZE = 10;
/** Core spec 9: import history covers the last this many days. */
export const IMPORT_HISTORY_DAYS = 30;
/** Core spec 9: toast lifetime in ms. */
export const TOAST_LIFE_MS = 5000;
/** Core spec 9: bell animation length in ms when the unread count changes. */
export const BELL_ANIMATION_MS = 1000;
/** Core spec 9: product-list counter refresh interval in ms (24 hours). */
export const PRODUCT_LIST_COUNTER_REFRESH_MS = 24 * 60 * 60 * 1000;
/** Core spec 9: side menu width when expanded, in px. */
export const SIDE_MENU_EXPANDED_PX = 232;
/** Core spec 9: side menu width when collapsed, in px. */
export const SIDE_MENU_COLLAPSED_PX = 68;
/** Core spec 9: the side menu auto-collapses under this window width, in px. */
export const SIDE_MENU_AUTO_COLLAPSE_BELOW_PX = 1500;
/** Core spec 9: menu labels are cut at this many characters. */
export const MENU_LABEL_MAX_CHARS = 25;
/** Core spec 9: layout breakpoints in px. */
export const BREAKPOINTS = { sm: 640, md: 990, lg: 1100, xl: 1280 } as const;
/** Core spec 9: dialog widths in px. */
export const DIALOG_SIZES = { xs: 360, sm: 480, md: 765, lg: 1200 } as const;
/** Core spec 9: a carousel shows at most this many items and scrolls by as many. */
export const CAROUSEL_MAX_ITEMS = 6;
/** Core spec 9: virtual scroll item height in px. */
export const VIRTUAL_LIST_ITEM_HEIGHT_PX = 36;
/** Core spec 9: virtual scroll shows at most this many items. */
export const VIRTUAL_LIST_MAX_VISIBLE = 5;
/** Core spec 9: product image widths in px, for srcset. */
export const IMAGE_WIDTHS = [156, 360, 720, 1080] as const;
/** Core spec 9: frames of a 360-degree view. */
export const IMAGE_360_FRAMES = 36;
/** Core spec 9: script/style chunk load time-out in ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Core spec 9: maximum unit amount. */
export const UNIT_AMOUNT_MAX = 999_999;
/** Core spec 9: maximum quantity. */
export const QUANTITY_MAX = 999_999;
/** Core spec 9: maximum price. */
export const PRICE_MAX = 999_999_999_999.99;
/** Core spec 9: the default currency, also after a role change. */
export const DEFAULT_CURRENCY = "EUR";
/** Core spec 9: product card sizes. */
export const CARD_SIZES = ["small", "default", "large"] as const;
/** Core spec 9: date format (yyyy-MMM-dd). */
export const DATE_FORMAT = "yyyy-MMM-dd";
/** Core spec 9: date-time format (yyyy-MMM-dd HH:mm). */
export const DATE_TIME_FORMAT = "yyyy-MMM-dd HH:mm";
/** Supplement 3: the API version sent in the versioned accept type. */
export const API_VERSION = "2.0";
/** Core spec 4.8: an availability indicator's description; not stated by the spec, our reading (docs/api/availability-admin.md). */
export const AVAILABILITY_DESCRIPTION_MAX = 500;
/** Core spec 4.8: an availability indicator's link; not stated by the spec, our reading. */
export const AVAILABILITY_LINK_MAX = 2000;
/** Core spec 9: a manual import started sooner than this after the previous run is refused ("Import started too early"); our reading of "too soon". */
export const IMPORT_MIN_INTERVAL_MS = 15 * 60 * 1000;
/**
 * The largest share of the catalogue one products file may remove (at least one product); a file
 * dropping more is refused as probably cut short. Not stated by the spec, our reading (docs/admin/imports.md).
 */
export const IMPORT_MAX_REMOVED_SHARE = 0.1;
/**
 * Core spec 2.2: the query parameter that marks a product or product-list link as opened from outside (a mail,
 * a chat) so that a phone opens the app instead. The spec names no parameter: ours (docs/developers/mobile-deep-link.md).
 */
export const MOBILE_DEEP_LINK_MARKER = "openInApp";
