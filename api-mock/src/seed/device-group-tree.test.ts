import { messages } from "@catalogue/core/i18n";
import { describe, expect, it } from "vitest";
import { DEVICE_GROUP_TREE } from "./device-group-tree";
import { PRODUCT_CLUSTER_TREE } from "./product-cluster-tree";
import { PRODUCT_TEMPLATES } from "./product-templates";
import { leavesOf, nodesOf, TREE_LABEL_NAMESPACE } from "./tree-builder";

const enMessages = messages.en;

describe("device-group tree", () => {
  it("has the five device groups as roots", () => {
    expect(DEVICE_GROUP_TREE.map((node) => node.value)).toEqual([
      "ANESTHESIA",
      "VENTILATION",
      "THERMOREGULATION",
      "MONITORING",
      "OTHERS",
    ]);
  });

  it("names leaves by their path and keys them by position", () => {
    const atlan = nodesOf(DEVICE_GROUP_TREE).find((node) => node.value === "ANESTHESIA_ATLAN_A100");
    expect(atlan).toMatchObject({ name: "Atlan A100", key: 10201, children: [] });
  });

  it("lists the models of the supplement", () => {
    const values = leavesOf(DEVICE_GROUP_TREE).map((node) => node.value);
    expect(values).toEqual(
      expect.arrayContaining([
        "VENTILATION_EVITA_V800",
        "VENTILATION_OXYLOG_3000",
        "THERMOREGULATION_ISOLETTE_8000",
        "MONITORING_VISTA_120_SC",
        "OTHERS_POLARIS_600",
      ]),
    );
  });
});

describe("product-cluster tree", () => {
  it("has the seven clusters with child value codes", () => {
    expect(PRODUCT_CLUSTER_TREE).toHaveLength(7);
    const children = leavesOf(PRODUCT_CLUSTER_TREE).map((node) => node.value);
    expect(children).toContain("VENTILATION_ACCESSORIES_BREATHING_CIRCUITS");
  });

  it("has exactly one product template per cluster child", () => {
    const children = leavesOf(PRODUCT_CLUSTER_TREE)
      .map((node) => node.value)
      .sort();
    expect(PRODUCT_TEMPLATES.map((template) => template.cluster).sort()).toEqual(children);
  });
});

describe("tree labels", () => {
  const english = enMessages as unknown as Record<string, Record<string, string>>;
  const labels = english[TREE_LABEL_NAMESPACE] ?? {};

  it("translates every product-cluster node and every device-group root", () => {
    const translated = [...nodesOf(PRODUCT_CLUSTER_TREE), ...DEVICE_GROUP_TREE];
    for (const node of translated) expect(node.labelKey).toBe(`${TREE_LABEL_NAMESPACE}.${node.value}`);
  });

  it("keeps brand names of device models untranslated", () => {
    const atlan = nodesOf(DEVICE_GROUP_TREE).find((node) => node.value === "ANESTHESIA_ATLAN_A100");
    expect(atlan?.labelKey).toBeNull();
  });

  it("has an English text for every label key, equal to the node's name", () => {
    for (const node of [...nodesOf(PRODUCT_CLUSTER_TREE), ...nodesOf(DEVICE_GROUP_TREE)]) {
      if (node.labelKey === null) continue;
      expect(labels[node.value]).toBe(node.name);
    }
  });
});
