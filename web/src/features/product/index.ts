// The product feature's public file. Its screen is exported as a loader, so it stays a chunk of its own.
export const loadProductPage = async () => (await import("./product-page")).ProductPage;
