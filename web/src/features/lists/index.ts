// The product lists feature's public file. Its screens are exported as loaders, so each stays a chunk of its own.
import type { Params } from "react-router-dom";

export const loadListsOverviewPage = async () => (await import("./lists-overview-page")).ListsOverviewPage;
export const loadListsEditPage = async () => (await import("./lists-edit-page")).ListsEditPage;
export const loadListDetailsPage = async () => (await import("./list-details-page")).ListDetailsPage;
export const startListDetailsData = async (params: Params) =>
  (await import("./list-details-page")).startListData(params);
