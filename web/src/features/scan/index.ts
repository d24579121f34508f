/** Scanning a product's barcode with the camera : the button beside the search bar. */
export { ScanButton } from "./scan-button";
