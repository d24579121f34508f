// The drafts feature's public file: the draft screen as a loader, so it stays a chunk of its own.
export const loadDraftDetailsPage = async () => (await import("./draft-details-page")).DraftDetailsPage;
