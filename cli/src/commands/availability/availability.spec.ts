import { CUSTOM_STATUS_VALUES } from "@catalogue/core/model/enum-values";
import type { CommandSpec } from "../../cli-spec/command-spec";

const PART_NUMBER = {
  name: "part-number",
  description: "the product's part number",
  required: true,
} as const;
const INDICATORS =
  "{ productId: number, partNumber: string, mode: 'EDIT' | 'GLOBAL' | 'CUSTOM', indicators: { id, scope: 'GLOBAL' | " +
  "'SUBREGION' | 'COUNTRY', country: string | null, status, description, link, criticalQuantity }[] }";

/** `catalogue availability ...`: core spec 4.8, a product's custom availability indicators (the highest role). */
export const availabilityCommand: CommandSpec = {
  name: "availability",
  summary: "a product's availability indicators: show, set, clear",
  subcommands: [
    {
      name: "show",
      summary: "the product's indicators and mode (edit, global or per country)",
      arguments: [PART_NUMBER],
      examples: [
        { command: "catalogue availability show MP00001", comment: "what do users see for MP00001?" },
      ],
      json: INDICATORS,
      load: () => import("./availability").then((module) => module.availabilityShow),
    },
    {
      name: "set",
      summary: "set a global indicator, or one for some countries",
      details:
        "Core spec 4.8: a global indicator replaces the country ones and the reverse. Status, description and link " +
        "are required (supplement 5).",
      arguments: [PART_NUMBER],
      options: [
        { flags: "--global", description: "for every country" },
        { flags: "--country <code>", description: "for this country", repeatable: true },
        { flags: "--status <status>", description: "what users see", choices: CUSTOM_STATUS_VALUES },
        { flags: "--description <text>", description: "the text users see" },
        { flags: "--link <url>", description: "a page with more (http or https)" },
      ],
      examples: [
        {
          command:
            'catalogue availability set MP00001 --country DE --status WARNING --description "Limited until May" ' +
            "--link https://example.com/mp00001",
          comment: "a warning in Germany",
        },
      ],
      json: INDICATORS,
      load: () => import("./availability").then((module) => module.availabilitySet),
    },
    {
      name: "clear",
      summary: "remove the product's indicators (all, the global one, or one country's)",
      arguments: [PART_NUMBER],
      options: [
        { flags: "--global", description: "only the global indicator" },
        { flags: "--country <code>", description: "only this country's indicator" },
      ],
      destructive: true,
      examples: [{ command: "catalogue availability clear MP00001 --yes", comment: "back to edit mode" }],
      json: INDICATORS,
      load: () => import("./availability").then((module) => module.availabilityClear),
    },
  ],
};
