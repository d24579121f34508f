// The hints feature's public file. The layer is exported as a loader: the layout loads it after the first paint.
export const loadHintLayer = async () => (await import("./hint-layer")).default;
export { resetHints } from "./hints-store";
