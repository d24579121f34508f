import type { DeviceType } from "@catalogue/core/model";
import type { TreeNode } from "./seed-types";
import { buildTree, type TreeSpec } from "./tree-builder";

const leaf = (name: string, code: string): TreeSpec => ({ name, code });
const family = (name: string, code: string, models: [string, string][]): TreeSpec => ({
  name,
  code,
  children: models.map(([modelName, modelCode]) => leaf(`${name} ${modelName}`, modelCode)),
});

const DEVICE_GROUP_SPECS: TreeSpec[] = [
  {
    name: "Anaesthesia",
    code: "ANESTHESIA",
    translated: true,
    children: [
      leaf("Apollo", "APOLLO"),
      family("Atlan", "ATLAN", [
        ["A100", "A100"],
        ["A300", "A300"],
        ["A350", "A350"],
      ]),
      family("Fabius", "FABIUS", [
        ["GS", "GS"],
        ["Plus", "PLUS"],
        ["Tiro", "TIRO"],
      ]),
      leaf("Perseus A500", "PERSEUS_A500"),
      leaf("Primus", "PRIMUS"),
      leaf("Zeus", "ZEUS"),
    ],
  },
  {
    name: "Ventilation",
    code: "VENTILATION",
    translated: true,
    children: [
      family("Babylog", "BABYLOG", [
        ["VN500", "VN500"],
        ["VN800", "VN800"],
      ]),
      family("Evita", "EVITA", [
        ["V300", "V300"],
        ["V500", "V500"],
        ["V600", "V600"],
        ["V800", "V800"],
      ]),
      family("Oxylog", "OXYLOG", [
        ["2000", "2000"],
        ["3000", "3000"],
      ]),
      leaf("Pulmovista 500", "PULMOVISTA_500"),
      leaf("Savina 300", "SAVINA_300"),
      leaf("Carina", "CARINA"),
      leaf("Aquapor", "AQUAPOR"),
    ],
  },
  {
    name: "Thermoregulation",
    code: "THERMOREGULATION",
    translated: true,
    children: [
      leaf("Babyleo TN500", "BABYLEO_TN500"),
      leaf("Caleo", "CALEO"),
      leaf("Babyroo TN300", "BABYROO_TN300"),
      leaf("Resuscitaire", "RESUSCITAIRE"),
      leaf("Babytherm", "BABYTHERM"),
      leaf("Isolette 8000", "ISOLETTE_8000"),
      leaf("Globe Trotter", "GLOBE_TROTTER"),
    ],
  },
  {
    name: "Monitoring",
    code: "MONITORING",
    translated: true,
    children: [
      family("Infinity", "INFINITY", [
        ["Delta", "DELTA"],
        ["Gamma", "GAMMA"],
        ["Kappa", "KAPPA"],
        ["M540", "M540"],
        ["Acute Care System", "ACS"],
      ]),
      leaf("M300", "M300"),
      leaf("Vista 120", "VISTA_120"),
      leaf("Vista 120 SC", "VISTA_120_SC"),
      leaf("Vista 300", "VISTA_300"),
      leaf("TOFscan", "TOFSCAN"),
    ],
  },
  {
    name: "Other",
    code: "OTHERS",
    translated: true,
    children: [
      family("Polaris", "POLARIS", [
        ["100", "100"],
        ["200", "200"],
        ["600", "600"],
      ]),
    ],
  },
];

/** Supplement "Filter and device-group trees": the device-group tree (numeric keys, codes like ANESTHESIA_ATLAN_A100). */
export const DEVICE_GROUP_TREE: TreeNode[] = buildTree(DEVICE_GROUP_SPECS);

/** Core spec 3: the device type each root of the device-group tree stands for. */
export const DEVICE_TYPE_BY_ROOT: Record<string, DeviceType> = {
  ANESTHESIA: "ANESTHESIA",
  VENTILATION: "VENTILATION",
  THERMOREGULATION: "THERMOREGULATION",
  MONITORING: "MONITORING",
  OTHERS: "OTHERS",
};
