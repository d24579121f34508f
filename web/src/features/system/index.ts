// The system feature's public file. Its screens are exported as loaders, so each stays a chunk of its own.
export const loadSystemPage = async () => (await import("./system-page")).SystemPage;
export const loadManageAvailabilityPage = async () =>
  (await import("./manage-availability-page")).ManageAvailabilityPage;
