import { describe, expect, it } from "vitest";
import { DEVICE_GROUP_TREE } from "./device-group-tree";
import { PRODUCT_CLUSTER_TREE } from "./product-cluster-tree";
import { PRODUCT_TEMPLATES } from "./product-templates";
import { leavesOf, nodesOf } from "./tree-builder";

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
