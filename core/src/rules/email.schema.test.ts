import { describe, expect, it } from "vitest";
import { makerEmail } from "./email.schema";

const Email = makerEmail("maker.example");

describe("makerEmail (core spec 5 'Generic messages')", () => {
  it("accepts an address of the maker's domain, in any case", () => {
    expect(Email.safeParse("Anna.Berg@Maker.Example").success).toBe(true);
  });

  it("rejects a malformed address with the invalid-e-mail message", () => {
    expect(Email.safeParse("anna.berg@").error?.issues[0]?.message).toBe("validation.invalidEmail");
  });

  it("rejects another domain with the domain message, naming the domain", () => {
    const issue = Email.safeParse("anna@other.example").error?.issues[0];

    expect(issue?.message).toBe("validation.emailDomain");
    expect(issue).toMatchObject({ params: { domain: "maker.example" } });
  });

  it("rejects a look-alike sub-domain", () => {
    expect(Email.safeParse("anna@evil.maker.example.com").success).toBe(false);
    expect(Email.safeParse("anna@sub.maker.example").success).toBe(false);
  });
});
