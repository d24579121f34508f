// The errors feature's public file. Each page is exported as a loader, so it stays a chunk of its own.
export * as errorsPageStyles from "./errors-page.css";

export const loadErrorsPage = async () => (await import("./errors-page")).ErrorsPage;
export const loadLoginErrorPage = async () => (await import("./login-error-page")).LoginErrorPage;
