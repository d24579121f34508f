import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "./error-catalogue";
import { reactToError } from "./error-policy";
import { reactionPath } from "./error-reaction";

describe("reactToError: the catalogue (core spec 8, supplement 8)", () => {
  it.each(ERROR_CATALOGUE.map((entry) => [entry.source, entry.status, entry.resultKey ?? "-", entry]))(
    "%s (%s %s)",
    (_source, _status, _key, entry) => {
      const reaction = reactToError({
        status: entry.status,
        resultKey: entry.resultKey ?? null,
        context: {
          during: entry.during ?? "request",
          isOffline: entry.isOffline ?? false,
          userHasCountry: entry.userHasCountry ?? true,
          keepsScreen: entry.keepsScreen ?? false,
          isRead: entry.isRead ?? false,
        },
      });

      expect(reaction).toEqual(entry.reaction);
    },
  );
});

describe("reactToError: a draft out of reach (core spec 2.1)", () => {
  it("sends a 464 during a draft to the errors page with source draft, elsewhere to the 464 page", () => {
    const online = { isOffline: false, keepsScreen: false, userHasCountry: true };
    const draft = {
      status: 464,
      resultKey: "RESOURCE_NOT_FOUND",
      context: { ...online, during: "draft" as const },
    };
    expect(reactToError(draft)).toEqual({ kind: "errorsPage", code: "403", source: "draft" });
    const request = { ...online, during: "request" as const };
    expect(reactToError({ ...draft, context: request })).toEqual({ kind: "errorsPage", code: "464" });
  });
});

describe("reactionPath (core spec 2.1)", () => {
  it("leads a draft 403 to the errors page with its source", () => {
    expect(reactionPath({ kind: "errorsPage", code: "403", source: "draft" })).toBe(
      "/errors?code=403&source=draft",
    );
  });

  it("leads a blocked login to the login-error page with code and result key", () => {
    expect(reactionPath({ kind: "loginError", code: 409, resultKey: "USER_ACCOUNT_DISABLED" })).toBe(
      "/loginError?code=409&resultKey=USER_ACCOUNT_DISABLED",
    );
  });

  it("leads partners to their registration pages, and toasts nowhere", () => {
    expect(reactionPath({ kind: "waitingRoom" })).toBe("/scp-registration/waiting-room");
    expect(reactionPath({ kind: "registration" })).toBe("/scp-registration");
    expect(reactionPath({ kind: "rejectedPage" })).toBe("/scp-registration/rejected");
    expect(reactionPath({ kind: "toast", messageKey: "apiErrors.generic" })).toBeNull();
  });
});
