import { decideRoute, matchRoute, pathTo, type RouteName } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import { type LoaderFunctionArgs, redirect } from "react-router-dom";
import type { FailureSituation } from "../lib/api-error-reaction";
import { redirectToLogin, takeRememberedPath } from "../lib/login-redirect";
import { exchangeLoginCode, loadProfile } from "../lib/session";
import type { ScreenData } from "./screen-modules";

const pathOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * Core spec 8: applies the error policy inside a loader. A page reaction becomes a redirect; a login reaction
 * leaves the app; a toast has nowhere to show before the screen exists, so it falls back to the 500 page.
 * The policy (and its table of result keys) loads only when a loader fails: the finder's first paint has a
 * JavaScript budget (docs/developers/size-budget.md).
 */
async function failLoader(error: unknown, request: Request, situation: FailureSituation): Promise<never> {
  const { applyErrorPolicy } = await import("../lib/api-error-reaction");
  let target = `${pathTo("errors")}?code=500`;
  let leaving = false;
  applyErrorPolicy(error, situation, {
    toLogin: () => {
      leaving = true;
      void redirectToLogin(pathOf(request));
    },
    navigate: (path) => {
      target = path;
    },
  });
  // While the browser leaves for the identity page, nothing may render: a never-settling promise holds the loader.
  if (leaving) return new Promise<never>(() => undefined);
  throw redirect(target);
}

/** Core spec 2.2: the shell needs the profile; without a session (401) the user goes to the identity page. */
export async function shellLoader({ request }: LoaderFunctionArgs): Promise<UserProfileResponse> {
  try {
    return await loadProfile();
  } catch (error) {
    return failLoader(error, request, { during: "request", userHasCountry: false });
  }
}

/**
 * Core spec 2.2: the route guard for one screen: core's decideRoute on the loaded profile. The screen's first
 * answers (`data`) are asked for before the profile is there: the server checks every call's access itself, so
 * nothing is shown early, and a screen the guard turns away only leaves an unused answer in the cache.
 */
export function guardLoader(name: RouteName, data?: ScreenData) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    void data?.(args.params, new URL(args.request.url)).catch(() => undefined);
    const profile = await shellLoader(args);
    const decision = decideRoute({ route: name, profile });
    if (decision.kind === "redirect") throw redirect(decision.to);
    if (decision.kind === "forbidden") throw redirect(`${pathTo("errors")}?code=403`);
    if (decision.kind === "onboarding") throw redirect(pathTo("onboarding"));
    return null;
  };
}

/**
 * Core spec 2.2: any path no screen claims. The token route `/code=<code>` (react-router has no partial-segment
 * parameters) exchanges the code and resumes the remembered path; everything else is the 404 page.
 */
export async function unmatchedLoader({ request }: LoaderFunctionArgs): Promise<never> {
  const match = matchRoute(new URL(request.url).pathname);
  const code = match?.name === "token" ? match.params.code : undefined;
  if (!code) {
    const decision = decideRoute({ route: null, profile: { role: "BASIC_USER", countryId: null } });
    throw redirect(decision.kind === "redirect" ? decision.to : `${pathTo("errors")}?code=404`);
  }
  try {
    const answer = await exchangeLoginCode(code, takeRememberedPath());
    const decision = decideRoute({
      route: "token",
      profile: await loadProfile(),
      requestedPath: answer.redirectUrl,
    });
    throw redirect(decision.kind === "redirect" ? decision.to : pathTo("finder"));
  } catch (error) {
    if (error instanceof Response) throw error;
    return failLoader(error, request, { during: "login", userHasCountry: false });
  }
}
