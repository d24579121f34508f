import { pathTo } from "../access/route-table";

/** Core spec 2.1 "errors": the codes the errors page shows. */
export type ErrorsPageCode = "403" | "404" | "464" | "500" | "no-internet";

/** Core spec 8: what the client does with a failed call; web and cli only ever act on this. */
export type ErrorReaction =
  | { readonly kind: "redirectToLogin" }
  | { readonly kind: "waitingRoom" }
  | { readonly kind: "registration" }
  | { readonly kind: "rejectedPage" }
  | { readonly kind: "errorsPage"; readonly code: ErrorsPageCode; readonly source?: "draft" }
  | { readonly kind: "loginError"; readonly code: number; readonly resultKey: string }
  | {
      readonly kind: "toast";
      readonly messageKey: string;
      readonly params?: Readonly<Record<string, string | number>>;
    }
  | { readonly kind: "silent" };

/**
 * Core spec 2.1 / 8: the in-app path a navigating reaction leads to (errors page with code and source, login
 * error with code and resultKey, the SCP pages); null for login (an external redirect), toasts and silence.
 */
export function reactionPath(reaction: ErrorReaction): string | null {
  switch (reaction.kind) {
    case "waitingRoom":
      return pathTo("scpRegistrationWaitingRoom");
    case "registration":
      return pathTo("scpRegistration");
    case "rejectedPage":
      return pathTo("scpRegistrationRejected");
    case "errorsPage": {
      const query = new URLSearchParams({ code: reaction.code });
      if (reaction.source) query.set("source", reaction.source);
      return `${pathTo("errors")}?${query}`;
    }
    case "loginError":
      return `${pathTo("loginError")}?${new URLSearchParams({ code: String(reaction.code), resultKey: reaction.resultKey })}`;
    default:
      return null;
  }
}
