// The product lists feature's public file. Its screens are exported as loaders, so each stays a chunk of its own.
export const loadListsOverviewPage = async () => (await import("./lists-overview-page")).ListsOverviewPage;
export const loadListsEditPage = async () => (await import("./lists-edit-page")).ListsEditPage;
export const loadListDetailsPage = async () => (await import("./list-details-page")).ListDetailsPage;
