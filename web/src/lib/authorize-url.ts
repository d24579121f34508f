import { callPath } from "@catalogue/core/api/catalogue/call-path";
import { authCalls } from "@catalogue/core/api/catalogue/calls/auth.calls";
import { API_BASE_URL } from "./api-base";

/**
 * Core spec 2.2: the identity page the browser goes to when there is no session. Its own module: the catalogue's
 * login entries (and their schemas) load only when the browser is about to leave for it or the login-error page
 * shows, not with the shell (docs/developers/size-budget.md).
 */
export const AUTHORIZE_URL = `${API_BASE_URL}${callPath(authCalls.identityPage)}`;
