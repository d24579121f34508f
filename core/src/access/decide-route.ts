import { canUseRoute } from "./can-use-route";
import { isOnboardingIncomplete, scpLanding } from "./onboarding-state";
import { type AccessProfile, isPartner } from "./roles";
import { pathTo, type RouteAccess, type RouteName, routeByName } from "./route-table";
import { safeRedirectPath } from "./safe-redirect";

/** Core spec 2.2: what the route guard does with a navigation. */
export type RouteDecision =
  | { readonly kind: "render" }
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "forbidden" }
  | { readonly kind: "onboarding" };

/** Core spec 2.2: the guard's input; `route` is null for an unknown path, `requestedPath` the remembered one. */
export interface RouteRequest {
  readonly route: RouteName | null;
  readonly profile: AccessProfile;
  readonly requestedPath?: string | null;
}

const SCP_FLOW: readonly RouteAccess[] = ["scpRegistration", "scp", "scpRejected"];
const render: RouteDecision = { kind: "render" };
const redirect = (to: string): RouteDecision => ({ kind: "redirect", to });

/** Core spec 2.2: only a path on this site may be resumed after login, and never the login callback (a loop). */
function safeReturnPath(path: string | null | undefined): string {
  const safe = safeRedirectPath(path);
  return safe.startsWith("/code=") ? "/" : safe;
}

/** Core spec 2.2: partners are sent by SCP status; their registration pages show only at their own stage. */
function decideForPartner(name: RouteName, access: RouteAccess, profile: AccessProfile): RouteDecision {
  const landing = scpLanding(profile);
  if (landing !== null) return name === landing ? render : redirect(pathTo(landing));
  if (SCP_FLOW.includes(access)) return redirect(pathTo("finder"));
  return canUseRoute(access, profile) ? render : redirect(pathTo("finder"));
}

/** Core spec 2.2: internal users finish onboarding first; a route their role does not open is a 403. */
function decideForInternal(access: RouteAccess, profile: AccessProfile): RouteDecision {
  if (access === "internal") return render;
  if (SCP_FLOW.includes(access)) return { kind: "forbidden" };
  if (isOnboardingIncomplete(profile)) return { kind: "onboarding" };
  return canUseRoute(access, profile) ? render : { kind: "forbidden" };
}

/**
 * Core spec 2.2: the route-guard decision, one pure function. Unknown paths go to the 404 page, open routes
 * always render, the login-code route resumes the remembered path (else the finder), partners are sent by SCP
 * status, internal users with incomplete onboarding go to onboarding, and a forbidden route gives 403.
 */
export function decideRoute({ route, profile, requestedPath }: RouteRequest): RouteDecision {
  if (route === null) return redirect(`${pathTo("errors")}?code=404`);
  const { access } = routeByName(route);
  if (access === "open") return render;
  if (access === "token") return redirect(safeReturnPath(requestedPath));
  return isPartner(profile) ? decideForPartner(route, access, profile) : decideForInternal(access, profile);
}
