/** Self-contained SVG product pictograms for the seeded image ids. */
export { PICTOGRAM_KINDS, type PictogramKind, pictogramKindOf } from "./pictogram-kind";
export {
  type ProductImageRequest,
  renderPlaceholderImage,
  renderProductImage,
} from "./render-product-image";
