import { describe, expect, it } from "vitest";
import {
  activeFilterValues,
  readSearchState,
  searchHref,
  searchParamsOf,
  toggleFilterValue,
} from "./search-url-state";

describe("search URL state (core spec 2.1)", () => {
  it("reads text, filters and sort from the query", () => {
    const state = readSearchState(
      new URLSearchParams("search=mask&filter=careArea:ICU,OR;flags:RFID&sort=TITLE_DESC"),
    );
    expect(state).toEqual({
      search: "mask",
      filter: { careArea: ["OR", "ICU"], flags: ["RFID"] },
      sort: "TITLE_DESC",
    });
  });

  it("falls back to no filter and the default sort for values it does not know", () => {
    expect(readSearchState(new URLSearchParams("filter=careArea:MOON&sort=RANDOM"))).toEqual({
      search: "",
      filter: {},
      sort: "DEFAULT_SORTING",
    });
  });

  it("cuts the text at 100 characters", () => {
    expect(readSearchState(new URLSearchParams(`search=${"x".repeat(150)}`)).search).toHaveLength(100);
  });

  it("round-trips a state through the query, leaving out defaults", () => {
    const state = {
      search: "Atlan",
      filter: { usage: ["SINGLEUSE" as const] },
      sort: "HIERARCHY_ASC" as const,
    };
    expect(readSearchState(searchParamsOf(state))).toEqual(state);
    expect(searchParamsOf({ search: " ", filter: {}, sort: "DEFAULT_SORTING" }).toString()).toBe("");
    expect(searchHref({ filter: { careArea: ["NICU"] } })).toBe("/search?filter=careArea%3ANICU");
  });

  it("adds and removes one filter value and lists active values", () => {
    const on = toggleFilterValue({}, "careArea", "OR", true);
    const both = toggleFilterValue(on, "flags", "NEW", true);
    expect(activeFilterValues(both)).toEqual([
      { key: "careArea", value: "OR" },
      { key: "flags", value: "NEW" },
    ]);
    expect(activeFilterValues(toggleFilterValue(both, "careArea", "OR", false))).toEqual([
      { key: "flags", value: "NEW" },
    ]);
  });
});
