/**
 * Core spec 2.3 / 4.6: the settings screen's "cookie settings" entry asks the shell to open its consent popup.
 * The popup belongs to the shell, so the request is a DOM event: neither side imports the other.
 */
export const OPEN_CONSENT_SETTINGS_EVENT = "catalogue:open-consent-settings";

/** Asks whoever shows the consent popup to open it. */
export function requestConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
}

/** Calls `open` whenever the consent popup is asked for; returns the unsubscribe function. */
export function onConsentSettingsRequested(open: () => void): () => void {
  window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
  return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
}
