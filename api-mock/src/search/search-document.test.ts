import { parseProductFilter } from "@catalogue/core/api";
import { describe, expect, it } from "vitest";
import { generateSeed } from "../seed";
import {
  DEVICE_GROUP_VALUES,
  KNOWN_TREE_VALUES,
  PRODUCT_CLUSTER_VALUES,
  toSearchDocument,
} from "./search-document";

const [row] = generateSeed({ products: 1 }).products;
if (!row) throw new Error("the seed gave no product");

describe("toSearchDocument", () => {
  it("keeps each fitting device group with every ancestor, so a parent value finds the product", () => {
    const document = toSearchDocument({ ...row, compatibleDevices: ["ANESTHESIA_ATLAN_A100"] });

    expect(document.deviceGroups).toEqual(["ANESTHESIA", "ANESTHESIA_ATLAN", "ANESTHESIA_ATLAN_A100"]);
    expect(document.deviceGroupNames).toEqual(["Atlan A100"]);
  });

  it("names the product cluster and its child", () => {
    const document = toSearchDocument({ ...row, productCluster: "SENSORS_SPO2" });

    expect(document.productCluster).toBe("SENSORS");
    expect(document.productClusterChild).toBe("SENSORS_SPO2");
  });

  it("reads latex-free as the absence of latex and keeps both GTINs", () => {
    const document = toSearchDocument({ ...row, latex: true, mainGtin: "1", secondaryGtin: "2" });

    expect(document.latexFree).toBe(false);
    expect(document.gtins).toEqual(["1", "2"]);
  });

  it("places a cluster the tree does not know after every known one", () => {
    const known = toSearchDocument(row);
    const unknown = toSearchDocument({ ...row, productCluster: "SOMETHING_ELSE" });

    expect(unknown.hierarchyPosition).toBeGreaterThan(known.hierarchyPosition);
    expect(unknown.productCluster).toBe("SOMETHING_ELSE");
  });

  it("lets the filter codec accept real tree values and refuse invented ones", () => {
    expect(
      parseProductFilter("deviceGroup:VENTILATION_EVITA;productCluster:SENSORS_SPO2", KNOWN_TREE_VALUES).ok,
    ).toBe(true);
    expect(parseProductFilter("deviceGroup:VENTILATION_EVITA_V999", KNOWN_TREE_VALUES).ok).toBe(false);
  });

  it("lists every tree value for the facets", () => {
    expect(DEVICE_GROUP_VALUES).toContain("ANESTHESIA_ATLAN_A100");
    expect(DEVICE_GROUP_VALUES).toContain("ANESTHESIA");
    expect(PRODUCT_CLUSTER_VALUES).toContain("VENTILATION_ACCESSORIES_BREATHING_CIRCUITS");
  });
});
