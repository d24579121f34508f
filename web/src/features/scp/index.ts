// The SCP feature's public file. Its screens are exported as loaders, so they stay chunks of their own.
export const loadScpRegistrationPage = async () =>
  (await import("./scp-registration-page")).ScpRegistrationPage;
export const loadScpWaitingRoomPage = async () => (await import("./scp-status-pages")).ScpWaitingRoomPage;
export const loadScpRejectedPage = async () => (await import("./scp-status-pages")).ScpRejectedPage;
