import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ErrorContext, type ErrorDuring, reactToError } from "./error-policy";
import { ResultKey } from "./result-keys";

const runs = { numRuns: 300 };
const during: fc.Arbitrary<ErrorDuring> = fc.constantFrom(
  "login",
  "draft",
  "roleChange",
  "availability",
  "request",
);
const context: fc.Arbitrary<ErrorContext> = fc.record({
  during,
  isOffline: fc.boolean(),
  userHasCountry: fc.boolean(),
  keepsScreen: fc.boolean(),
  isRead: fc.boolean(),
});
const online = context.map((c) => ({ ...c, isOffline: false }));
const resultKey = fc.option(fc.oneof(fc.constantFrom(...ResultKey.options), fc.string()), { nil: null });
const status = fc.option(
  fc.oneof(fc.constantFrom(401, 403, 404, 409, 428, 460, 464, 500), fc.integer({ min: 400, max: 599 })),
  {
    nil: null,
  },
);

describe("reactToError properties (core spec 8)", () => {
  it("a 401 always leads to login, whatever the key or context", () => {
    fc.assert(
      fc.property(resultKey, context, (key, ctx) => {
        expect(reactToError({ status: 401, resultKey: key, context: ctx })).toEqual({
          kind: "redirectToLogin",
        });
      }),
      runs,
    );
  });

  it("a 428 is always silent", () => {
    fc.assert(
      fc.property(resultKey, context, (key, ctx) => {
        expect(reactToError({ status: 428, resultKey: key, context: ctx })).toEqual({ kind: "silent" });
      }),
      runs,
    );
  });

  it("offline, every failure that is not a 401 or 428 answer, nor a side read, shows the no-internet page", () => {
    fc.assert(
      fc.property(status, resultKey, context, (code, key, ctx) => {
        fc.pre(code !== 401 && code !== 428);
        // The draft's update conflict is an answer too (core spec 4.7): its dialog handles it before the offline rule.
        fc.pre(!(code === 409 && key === "DRAFT_UPDATE_CONFLICT" && ctx.during === "draft"));
        fc.pre(!(ctx.keepsScreen && ctx.isRead));
        expect(reactToError({ status: code, resultKey: key, context: { ...ctx, isOffline: true } })).toEqual({
          kind: "errorsPage",
          code: "no-internet",
        });
      }),
      runs,
    );
  });

  it("offline, a read the screen can do without never leaves the screen: it is left out in silence", () => {
    fc.assert(
      fc.property(status, resultKey, context, (code, key, ctx) => {
        fc.pre(code !== 401);
        const reaction = reactToError({
          status: code,
          resultKey: key,
          context: { ...ctx, isOffline: true, keepsScreen: true, isRead: true },
        });
        expect(reaction).toEqual({ kind: "silent" });
      }),
      runs,
    );
  });

  it("online, a 404 always shows the 404 page, and a 500 the 500 page when the screen needs the call", () => {
    fc.assert(
      fc.property(fc.constantFrom(404, 500), resultKey, online, (code, key, ctx) => {
        fc.pre(code === 404 || !ctx.keepsScreen);
        expect(reactToError({ status: code, resultKey: key, context: ctx })).toEqual({
          kind: "errorsPage",
          code: String(code),
        });
      }),
      runs,
    );
  });

  it("online, a 500 on a screen that stays is a toast: the user keeps the page", () => {
    fc.assert(
      fc.property(resultKey, online, (key, ctx) => {
        const reaction = reactToError({
          status: 500,
          resultKey: key,
          context: { ...ctx, keepsScreen: true },
        });
        expect(reaction.kind).toBe("toast");
      }),
      runs,
    );
  });

  it("only a login can lead to the login-error page", () => {
    fc.assert(
      fc.property(status, resultKey, context, (code, key, ctx) => {
        const reaction = reactToError({ status: code, resultKey: key, context: ctx });
        if (reaction.kind === "loginError") expect(ctx.during).toBe("login");
      }),
      runs,
    );
  });

  it("a pending partner is sent to the waiting room exactly when they have a country", () => {
    fc.assert(
      fc.property(online, (ctx) => {
        const reaction = reactToError({
          status: 403,
          resultKey: "SALES_CHANNEL_PARTNER_USER_PENDING",
          context: ctx,
        });
        expect(reaction.kind).toBe(ctx.userHasCountry ? "waitingRoom" : "registration");
      }),
      runs,
    );
  });

  it("every toast names an apiErrors message key", () => {
    fc.assert(
      fc.property(status, resultKey, context, (code, key, ctx) => {
        const reaction = reactToError({ status: code, resultKey: key, context: ctx });
        if (reaction.kind === "toast") expect(reaction.messageKey).toMatch(/^apiErrors\.\w+$/);
      }),
      runs,
    );
  });
});
