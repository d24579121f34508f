import type { ProductTemplate } from "./product-template";
import { CARE_TEMPLATES } from "./product-templates-care";
import { RESPIRATORY_TEMPLATES } from "./product-templates-respiratory";

/** One template per product-cluster child (see product-cluster-tree.ts). */
export const PRODUCT_TEMPLATES: ProductTemplate[] = [...RESPIRATORY_TEMPLATES, ...CARE_TEMPLATES];
