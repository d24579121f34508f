import { MENU_LABEL_MAX_CHARS } from "@catalogue/core/constants";

/** Core spec 9: a side-menu label cut at MENU_LABEL_MAX_CHARS characters, with an ellipsis when cut. */
export function menuLabel(label: string): string {
  const characters = Array.from(label);
  return characters.length <= MENU_LABEL_MAX_CHARS
    ? label
    : `${characters.slice(0, MENU_LABEL_MAX_CHARS - 1).join("")}…`;
}
