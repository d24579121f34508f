import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { importColumns } from "@catalogue/core/rules";
import { generateSeed, type ProductRow } from "../../seed";

/** Where the documented sample import files live (docs/admin/imports.md). */
export const SAMPLES_DIR = fileURLToPath(new URL("../../../samples/imports", import.meta.url));

/** RFC 4180: a cell with a separator, quote or line break is quoted, its quotes doubled. */
const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function cellsOf(product: ProductRow): Record<string, string> {
  return {
    partNumber: product.partNumber,
    title: product.title,
    subtitle: product.subtitle,
    description: product.description,
    productCluster: product.productCluster,
    usage: product.usage,
    piecesPerPackingUnit: String(product.piecesPerPackingUnit),
    packagesPerDeliveryUnit: String(product.packagesPerDeliveryUnit),
    sterile: String(product.sterile),
    latex: String(product.latex),
  };
}

/**
 * The sample products file, which is the whole catalogue of the default seed (a products file
 * removes what it does not name), in the documented column order.
 */
export function productsSampleCsv(): string {
  const columns = importColumns("products");
  const lines = [
    columns,
    ...generateSeed().products.map((product) => columns.map((c) => cellsOf(product)[c] ?? "")),
  ];
  return lines.map((cells) => `${cells.map(quote).join(",")}\n`).join("");
}

// `npx tsx api-mock/src/jobs/imports/products-sample.ts` writes the sample again after the seed changed.
if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(`${SAMPLES_DIR}/products.csv`, productsSampleCsv());
