// The settings feature's public file. Its screen is exported as a loader, so it stays a chunk of its own.
export const loadSettingsPage = async () => (await import("./settings-page")).SettingsPage;
