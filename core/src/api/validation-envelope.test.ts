import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { ProductListForm } from "../rules/product-list-form.schema";
import { ErrorEnvelope } from "./error-envelope";
import { reactToError } from "./error-policy";
import { toValidationEnvelope } from "./validation-envelope";

describe("toValidationEnvelope (core spec 8)", () => {
  const error = ProductListForm.safeParse({ title: " " }).error as z.ZodError;

  it("answers 460 VALIDATION_FAILED with the form's field keys", () => {
    const envelope = toValidationEnvelope(error);

    expect(ErrorEnvelope.parse(envelope)).toEqual({
      status: 460,
      resultKey: "VALIDATION_FAILED",
      message: "Validation failed",
      fieldErrors: [{ field: "title", messageKey: "validation.required" }],
    });
  });

  it("is summed up by the client as the form-problems notice", () => {
    const envelope = toValidationEnvelope(error);

    expect(
      reactToError({
        status: envelope.status,
        resultKey: envelope.resultKey,
        context: { during: "request", isOffline: false, userHasCountry: true },
      }),
    ).toEqual({ kind: "toast", messageKey: "apiErrors.formProblems" });
  });
});
