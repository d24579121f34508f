/**
 * Core spec 4.6: the consent popup and its machine, a chunk of their own outside the finder's initial JavaScript.
 * One import for the layout (which shows it) and the start (which fetches it early on a first visit).
 */
export const loadConsentGate = () => import("./consent-gate");
