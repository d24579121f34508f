// The drafts feature's public file: the draft screen as a loader, so it stays a chunk of its own. The list details
// screen loads it for the draft route and hands it its details view (so drafts never import the lists feature).
export const loadDraftDetailsPage = async () => (await import("./draft-details-page")).DraftDetailsPage;
export type { DetailsView } from "./details-view-type";
