import type { DraftSourceList, DraftState } from "../machines/draft.machine";

/** Core spec 4.7: a country-shared list in EUR, shared with three countries and one subregion, for draft tests. */
export const sharedListFixture: DraftSourceList = {
  id: 1,
  currency: "EUR",
  countryId: 49,
  sharedCountryIds: [49, 43, 41],
  sharedSubregionIds: [7],
  lastUpdatedAt: "2026-01-01T10:00:00Z",
};

/** Core spec 4.7: the draft start-draft answers for `sharedListFixture`, created after the list's last change. */
export const draftFixture: DraftState = {
  id: 101,
  createdAt: "2026-01-02T10:00:00Z",
  note: "Winter update",
  elementIds: [1, 2, 3],
  sharedCountryIds: [49, 43, 41],
  sharedSubregionIds: [7],
};
