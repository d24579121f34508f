// The sharing feature's public file: the list header's share, save-as-mine and start-draft actions, whom a list is
// shared with (a lazy chunk), and the draft helpers the draft screen shares with the start of a draft.
import { lazy } from "react";

export { asEnvelope } from "./draft-start-actor";
export { draftSourceOf, draftStateOf } from "./draft-state-of";
export { ListSharingActions } from "./list-sharing-actions";
export { StartDraftAction } from "./start-draft-action";
export const SharedWithSection = lazy(() => import("./shared-with-section"));
