import { style } from "@vanilla-extract/css";

/** A list without bullets laid out as a grid; each use sets its own gap. */
export const bareList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });
