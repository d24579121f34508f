// The home feature's public file. Its screen is exported as a loader, so it stays a chunk of its own.
export const loadHomePage = async () => (await import("./home-page")).HomePage;
