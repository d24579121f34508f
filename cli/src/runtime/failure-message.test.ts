import { systemCalls } from "@catalogue/core/api/catalogue/calls/system.calls";
import { userAdminCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import {
  BusinessError,
  Forbidden,
  Internal,
  NotFound,
  Offline,
  OptimisticLock,
  ResourceNotFound,
  Timeout,
  Unauthorised,
  Validation,
} from "@catalogue/core/api/client";
import { describe, expect, it } from "vitest";
import { failureToUserError } from "./failure-message";

const url = "http://catalogue.test";
const context = { url, entry: userAdminCalls.remove, signedIn: true, subject: "user bob@catalogue.example" };
const answered = (resultKey: string | null) => ({ resultKey, message: "the server's own words" });

describe("failureToUserError (core spec 8 for the CLI: one line and an exit code per failure)", () => {
  it.each([
    ["no answer", new Offline({ message: "fetch failed" }), 69, `cannot reach ${url}`],
    ["too slow an answer", new Timeout({ message: "slow" }), 69, `cannot reach ${url}: no answer in time`],
    [
      "a revoked token",
      new Unauthorised(answered("UNAUTHORIZED")),
      1,
      `sign in again: catalogue login --url ${url}`,
    ],
    [
      "a refusal of the rights",
      new Forbidden(answered("FORBIDDEN")),
      1,
      "only admins may (usersAdmin.remove)",
    ],
    [
      "a missing user",
      new ResourceNotFound(answered("RESOURCE_NOT_FOUND")),
      3,
      "user bob@catalogue.example was not found",
    ],
    ["a stale version", new OptimisticLock(answered("OPTIMISTIC_LOCK")), 4, "someone changed it meanwhile"],
    [
      "a business rule with its spec message",
      new BusinessError({ ...answered("USER_ADMIN_CANNOT_BE_DELETED"), status: 409 }),
      1,
      "Administrator cannot be deleted. Remove the admin role first.",
    ],
    [
      "a conflict of state",
      new BusinessError({ ...answered("IMPORT_STARTED_TOO_EARLY"), status: 409 }),
      4,
      "Import started too early",
    ],
    [
      "a bare 404 of another server",
      new NotFound(answered(null)),
      69,
      "does not answer like a Product Catalogue server",
    ],
    ["a 404 of our server", new NotFound(answered("NOT_FOUND")), 3, "was not found"],
    [
      "a proxy's 502",
      new Internal({ ...answered(null), status: 502 }),
      69,
      "answered HTTP 502 without a catalogue answer",
    ],
    [
      "our server's 500",
      new Internal({ ...answered("INTERNAL_ERROR"), status: 500 }),
      69,
      "failed to answer (HTTP 500",
    ],
    [
      "an answer outside the contract",
      new Internal({ ...answered(null), status: 200 }),
      69,
      "does not answer like",
    ],
  ])("maps %s", (_name, failure, exitCode, text) => {
    const error = failureToUserError(failure, context);
    expect(error.exitCode).toBe(exitCode);
    expect(error.message).toContain(text);
    expect(error.failure).toBe(failure._tag);
    expect(error.message).not.toContain("the server's own words");
  });

  it("tells a user without a token to sign in first", () => {
    const error = failureToUserError(new Unauthorised(answered("UNAUTHORIZED")), {
      ...context,
      signedIn: false,
    });
    expect(error.message).toBe(`not signed in to ${url}: sign in first: catalogue login --url ${url}`);
  });

  it("words a 460 by its fields' message keys in English, with the command's names for the fields", () => {
    const failure = new Validation({
      ...answered("VALIDATION_FAILED"),
      fieldErrors: [
        { field: "companyId", messageKey: "validation.scpActivation.companyRequired" },
        { field: "name", messageKey: "validation.maxLength", params: { max: 100, count: 100 } },
      ],
    });
    const error = failureToUserError(failure, {
      ...context,
      entry: systemCalls.health,
      fieldLabels: { companyId: "--company" },
    });
    expect(error.exitCode).toBe(1);
    expect(error.message).toBe(
      "--company: Company is required to activate account; name: Maximum length is 100 characters",
    );
  });
});
