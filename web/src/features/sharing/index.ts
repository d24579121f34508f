// The sharing feature's public file: the list header's share actions, and whom a list is shared with as a lazy chunk.
import { lazy } from "react";

export { ListSharingActions } from "./list-sharing-actions";
export const SharedWithSection = lazy(() => import("./shared-with-section"));
