import { beforeEach, describe, expect, it } from "vitest";
import { readSearchHistory, rememberSearch } from "./search-history-store";

const item = (id: number, title: string) => ({ id, title, subtitle: null, imageId: null });

describe("search history store (core spec 9, per user)", () => {
  beforeEach(() => localStorage.clear());

  it("keeps histories apart per user, newest first, a title once", () => {
    rememberSearch(1, item(1, "Mask"));
    rememberSearch(1, item(2, "Hose"));
    rememberSearch(1, item(3, "Mask"));
    rememberSearch(2, item(9, "Filter"));
    expect(readSearchHistory(1).map((entry) => entry.id)).toEqual([3, 2]);
    expect(readSearchHistory(2).map((entry) => entry.title)).toEqual(["Filter"]);
  });

  it("keeps 5 entries and reads broken data as empty", () => {
    for (let id = 1; id <= 7; id += 1) rememberSearch(1, item(id, `P${id}`));
    expect(readSearchHistory(1).map((entry) => entry.id)).toEqual([7, 6, 5, 4, 3]);
    localStorage.setItem("catalogue.searchHistory.1", "{not json");
    expect(readSearchHistory(1)).toEqual([]);
  });
});
