import type { TreeNode } from "./seed-types";
import { buildTree, type TreeSpec } from "./tree-builder";

const cluster = (name: string, code: string, children: [string, string][]): TreeSpec => ({
  name,
  code,
  translated: true,
  children: children.map(([childName, childCode]) => ({
    name: childName,
    code: childCode,
    translated: true,
  })),
});

const PRODUCT_CLUSTER_SPECS: TreeSpec[] = [
  cluster("Ventilation accessories", "VENTILATION_ACCESSORIES", [
    ["Breathing circuits", "BREATHING_CIRCUITS"],
    ["Masks", "MASKS"],
    ["Filters and HMEs", "FILTERS_HMES"],
    ["Breathing bags", "BREATHING_BAGS"],
    ["Water traps", "WATER_TRAPS"],
  ]),
  cluster("Soda lime", "SODA_LIME", [
    ["CO2 absorbents", "CO2_ABSORBENTS"],
    ["Absorber canisters", "ABSORBER_CANISTERS"],
  ]),
  cluster("Sensors", "SENSORS", [
    ["SpO2 sensors", "SPO2"],
    ["Temperature probes", "TEMPERATURE"],
    ["Oxygen sensors", "OXYGEN"],
    ["Flow sensors", "FLOW"],
  ]),
  cluster("Monitoring accessories", "MONITORING_ACCESSORIES", [
    ["ECG cables and leadwires", "ECG_CABLES"],
    ["NIBP cuffs", "NIBP_CUFFS"],
    ["Pressure transducers", "PRESSURE_TRANSDUCERS"],
  ]),
  cluster("Ward equipment", "WARD_EQUIPMENT", [
    ["Oxygen therapy", "OXYGEN_THERAPY"],
    ["Suction", "SUCTION"],
    ["Trolleys", "TROLLEYS"],
  ]),
  cluster("Rail accessories", "RAIL_ACCESSORIES", [
    ["Rail clamps", "RAIL_CLAMPS"],
    ["Holders and baskets", "HOLDERS"],
  ]),
  cluster("Neonatal care", "NEONATAL_CARE", [
    ["Nasal CPAP", "NASAL_CPAP"],
    ["Positioning aids", "POSITIONING"],
    ["Mattresses", "MATTRESSES"],
  ]),
];

/** Supplement "Filter and device-group trees": product clusters with child values like VENTILATION_ACCESSORIES_BREATHING_CIRCUITS. */
export const PRODUCT_CLUSTER_TREE: TreeNode[] = buildTree(PRODUCT_CLUSTER_SPECS);
