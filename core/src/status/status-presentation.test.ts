import { describe, expect, it } from "vitest";
import { messages } from "../i18n/resources";
import { ProductStatus } from "./product-status";
import {
  StatusShortcut,
  statusLabelKey,
  statusSeverity,
  statusShortcut,
  statusShortcutKey,
} from "./status-presentation";

const lookup = (tree: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("status presentation (core spec 4.1, 4.2)", () => {
  it("marks a product of unknown status as not defined", () => {
    expect(statusShortcut(null)).toBe("ND");
  });

  it("gives a custom status the severity its Key user chose", () => {
    const custom = { status: "NOT_AVAILABLE" as const, description: "Recall", link: null };
    expect(statusSeverity("CUSTOM_STATUS", custom)).toBe("NOT_AVAILABLE");
    expect(statusShortcut("CUSTOM_STATUS", custom)).toBe("NA");
  });

  it("maps blocked, out of stock, phased out and ship hold to not available", () => {
    for (const status of ["BLOCKED", "OUT_OF_STOCK", "PHASED_OUT", "SHIP_HOLD"] as const)
      expect(statusSeverity(status, null)).toBe("NOT_AVAILABLE");
  });

  it("maps limited quantity and upcoming phase out to warning", () => {
    for (const status of ["LIMITED_QUANTITY", "UPCOMING_PHASE_OUT"] as const)
      expect(statusSeverity(status, null)).toBe("WARNING");
  });

  it("has an English label for every status", () => {
    for (const status of ProductStatus.options)
      expect(lookup(messages.en, statusLabelKey(status)), status).toEqual(expect.any(String));
  });

  it("has letters for every shortcut code in every language", () => {
    for (const [language, tree] of Object.entries(messages))
      for (const code of StatusShortcut.options)
        expect(lookup(tree, statusShortcutKey(code)), `${language} ${code}`).toEqual(expect.any(String));
  });
});
