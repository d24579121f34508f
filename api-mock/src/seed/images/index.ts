/** Issue 5 item 4: self-contained SVG product pictograms for the seeded image ids. */
export { PICTOGRAM_KINDS, type PictogramKind, pictogramKindOf } from "./pictogram-kind";
export {
  type ImageWidth,
  isImageWidth,
  type ProductImageRequest,
  renderPlaceholderImage,
  renderProductImage,
} from "./render-product-image";
