// The product lists feature's public file. Its screens are exported as loaders, so each stays a chunk of its own.
export const loadListsOverviewPage = async () => (await import("./lists-overview-page")).ListsOverviewPage;
export const loadListsEditPage = async () => (await import("./lists-edit-page")).ListsEditPage;
export const loadListDetailsPage = async () => (await import("./list-details-page")).ListDetailsPage;
// The details view, for the draft screen that shows a draft the same way (an unused re-export drops out of a chunk).
export { type ListDetailsState, ListDetailsView } from "./list-details-view";
// Example lists and elements for other features' stories and tests.
export { exampleElement, exampleList } from "./list-fixtures";
