// Core spec 2.2 and supplement 7: the offline indicator, the sync when the connection returns and the pinned lists
// kept for offline use, exported as a loader: the layout loads them after the first paint. Only the loader is
// here: a module the frame and the screens both import would split the frame's chunk (docs/developers/size-budget.md).
export const loadOfflineSync = async () => (await import("./offline-sync")).default;
