import { describe, expect, it } from "vitest";
import * as constants from "./constants";

describe("business constants (core spec 9)", () => {
  it("names the text limits of the forms", () => {
    expect(constants.LIST_TITLE_MAX).toBe(200);
    expect(constants.LIST_DESCRIPTION_MAX).toBe(500);
    expect(constants.SEARCH_INPUT_MAX).toBe(100);
    expect(constants.SHARE_NOTE_MAX).toBe(250);
  });

  it("names the timings of search, toasts and the bell", () => {
    expect(constants.AUTOCOMPLETE_MIN_CHARS).toBe(3);
    expect(constants.AUTOCOMPLETE_DEBOUNCE_MS).toBe(300);
    expect(constants.SEARCH_DEBOUNCE_MS).toBe(800);
    expect(constants.TOAST_LIFE_MS).toBe(5000);
    expect(constants.BELL_ANIMATION_MS).toBe(1000);
    expect(constants.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(constants.PRODUCT_LIST_COUNTER_REFRESH_MS).toBe(86_400_000);
  });

  it("names the paging of lists, notifications and imports", () => {
    expect(constants.SEARCH_HISTORY_MAX).toBe(5);
    expect(constants.NOTIFICATIONS_PAGE_SIZE).toBe(10);
    expect(constants.INFINITE_SCROLL_PAGE_SIZE).toBe(10);
    expect(constants.INFINITE_SCROLL_RETRIES).toBe(2);
    expect(constants.INFINITE_SCROLL_BUFFER).toBe(0.2);
    expect(constants.IMPORT_HISTORY_PAGE_SIZE).toBe(10);
    expect(constants.IMPORT_HISTORY_DAYS).toBe(30);
  });

  it("names the layout measures", () => {
    expect(constants.BREAKPOINTS).toEqual({ sm: 640, md: 990, lg: 1100, xl: 1280 });
    expect(constants.DIALOG_SIZES).toEqual({ xs: 360, sm: 480, md: 765, lg: 1200 });
    expect([constants.SIDE_MENU_EXPANDED_PX, constants.SIDE_MENU_COLLAPSED_PX]).toEqual([232, 68]);
    expect(constants.SIDE_MENU_AUTO_COLLAPSE_BELOW_PX).toBe(1500);
    expect(constants.MENU_LABEL_MAX_CHARS).toBe(25);
    expect(constants.IMAGE_WIDTHS).toEqual([156, 360, 720, 1080]);
    expect(constants.IMAGE_360_FRAMES).toBe(36);
    expect(constants.CAROUSEL_MAX_ITEMS).toBe(6);
    expect([constants.VIRTUAL_LIST_ITEM_HEIGHT_PX, constants.VIRTUAL_LIST_MAX_VISIBLE]).toEqual([36, 5]);
  });

  it("names the number bounds, currency and version", () => {
    expect(constants.UNIT_AMOUNT_MAX).toBe(999999);
    expect(constants.QUANTITY_MAX).toBe(999999);
    expect(constants.PRICE_MAX).toBe(999999999999.99);
    expect(constants.DEFAULT_CURRENCY).toBe("EUR");
    expect(constants.APP_VERSION).toBe("1.4.0");
    expect(constants.LANGUAGES).toHaveLength(11);
    expect(constants.CARD_SIZES).toEqual(["small", "default", "large"]);
  });
});
