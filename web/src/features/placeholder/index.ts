// The placeholder's public file: the page of a screen not built yet. The router imports this file lazily.
export { PlaceholderPage } from "./placeholder-page";
