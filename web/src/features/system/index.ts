// The system feature's public file. Its screen is exported as a loader, so it stays a chunk of its own.
export const loadSystemPage = async () => (await import("./system-page")).SystemPage;
