import { describe, expect, it } from "vitest";
import { OnboardingForm, onboardingFormFor, PartnerOnboardingForm } from "./onboarding-form.schema";
import { ScpActivationForm } from "./scp-activation-form.schema";
import { UserEditForm } from "./user-edit-form.schema";

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);

describe("ScpActivationForm (core spec 4.4)", () => {
  it("gives the specification's messages for a missing company and no country", () => {
    const result = ScpActivationForm.safeParse({
      company: " ",
      organizationRole: "SALES_REPRESENTATIVE",
      countryIds: [],
    });

    expect(messagesOf(result)).toEqual({
      company: "validation.scpActivation.companyRequired",
      countryIds: "validation.scpActivation.countryRequired",
    });
  });

  it("requires the function", () => {
    const result = ScpActivationForm.safeParse({
      company: "Medi AG",
      organizationRole: null,
      countryIds: ["DE"],
    });

    expect(messagesOf(result)).toEqual({ organizationRole: "validation.required" });
  });

  it("accepts company, function and one country", () => {
    const form = { company: "Medi AG", organizationRole: "SERVICE", countryIds: ["DE"] };

    expect(ScpActivationForm.safeParse(form).success).toBe(true);
  });
});

describe("onboarding forms (core spec 4.3)", () => {
  it("requires language, function and country of internal users", () => {
    const result = OnboardingForm.safeParse({
      languageShortcut: null,
      organizationRole: null,
      countryId: null,
    });

    expect(messagesOf(result)).toEqual({
      languageShortcut: "validation.required",
      organizationRole: "validation.required",
      countryId: "validation.required",
    });
  });

  it("asks partners for language and country only", () => {
    expect(PartnerOnboardingForm.safeParse({ languageShortcut: "de", countryId: "DE" }).success).toBe(true);
    expect(onboardingFormFor(true)).toBe(PartnerOnboardingForm);
    expect(onboardingFormFor(false)).toBe(OnboardingForm);
  });

  it("rejects a language that is not one of the eleven", () => {
    const result = PartnerOnboardingForm.safeParse({ languageShortcut: "nl", countryId: "DE" });

    expect(messagesOf(result)).toEqual({ languageShortcut: "validation.required" });
  });
});

describe("UserEditForm (core spec 5 'Users and roles')", () => {
  it("requires a country and a role", () => {
    expect(messagesOf(UserEditForm.safeParse({ countryId: "", role: null }))).toEqual({
      countryId: "validation.required",
      role: "validation.required",
    });
  });

  it("does not assign the partner role or a label role", () => {
    expect(UserEditForm.safeParse({ countryId: "DE", role: "SALES_CHANNEL_PARTNER" }).success).toBe(false);
    expect(UserEditForm.safeParse({ countryId: "DE", role: "ROOT" }).success).toBe(false);
    expect(UserEditForm.safeParse({ countryId: "DE", role: "KEY_USER" }).success).toBe(true);
  });
});
