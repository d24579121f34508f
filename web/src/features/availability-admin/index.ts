// The availability management feature's public file. Its screen is exported as a loader, so it stays a chunk of its own.
export const loadManageAvailabilityPage = async () =>
  (await import("./manage-availability-page")).ManageAvailabilityPage;
