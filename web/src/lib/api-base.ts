/** Supplement 7: where the browser reaches the API, on the app's own origin. Paths below it come from the catalogue. */
export const API_BASE_URL = "/api";
