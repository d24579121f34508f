// The product feature's public file. Its screen is exported as a loader, so it stays a chunk of its own.
import type { Params } from "react-router-dom";

export const loadProductPage = async () => (await import("./product-page")).ProductPage;
export const startProductPageData = async (params: Params, url: URL) =>
  (await import("./product-page")).startProductData(params, url);
