import { deriveProductStatus, type StatusProduct, type StatusViewer } from "@catalogue/core/status";
import { availableStatusProduct, staffWithAllChecks } from "@catalogue/core/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { StatusBadge } from "./status-badge";
import * as styles from "./status-badge.css";

const fine: StatusProduct = availableStatusProduct;
const staff: StatusViewer = staffWithAllChecks;
const phasedOut = deriveProductStatus({ ...fine, phaseOutStatus: "PHASED_OUT" }, staff);

describe("StatusBadge", () => {
  it("shows a phased-out product as a red badge with its shortcut and label", () => {
    renderUi(<StatusBadge status={phasedOut} />);
    const badge = screen.getByText("Phased out").parentElement;
    expect(badge?.textContent).toBe("POPhased out");
    expect(badge?.className).toContain(styles.colours.RED);
  });

  it("shows a product without problems as a green available badge", () => {
    renderUi(<StatusBadge status={deriveProductStatus(fine, staff)} />);
    const badge = screen.getByText("Available").parentElement;
    expect(badge?.textContent).toBe("AAvailable");
    expect(badge?.className).toContain(styles.colours.GREEN);
  });

  it("asks a partner with a custom status to contact the manufacturer, in yellow", () => {
    const customStatus = { status: "NOT_AVAILABLE", description: "Recall", link: null } as const;
    const status = deriveProductStatus({ ...fine, customStatus }, { ...staff, isPartner: true });
    renderUi(<StatusBadge status={status} />);
    const badge = screen.getByText("Please contact the manufacturer").parentElement;
    expect(badge?.textContent).toBe("CDPlease contact the manufacturer");
    expect(badge?.className).toContain(styles.colours.YELLOW);
  });

  it("translates the shortcut and the label into the reader's language", () => {
    renderUi(<StatusBadge status={phasedOut} />, "de");
    expect(screen.getByText("Ausgelaufen").parentElement?.textContent).toBe("ALAusgelaufen");
  });
});
