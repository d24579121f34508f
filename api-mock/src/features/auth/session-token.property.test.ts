import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./session-token";

const RUNS = { numRuns: 300 };
const secret = fc.string({ minLength: 16, maxLength: 64 });
const sessionId = fc.base64String({ minLength: 8, maxLength: 64 }).filter((id) => !id.includes("."));

describe("session tokens", () => {
  it("give back the session id they were made for, under the same secret", () => {
    fc.assert(
      fc.property(secret, sessionId, (key, id) => {
        expect(verifyToken(key, signToken(key, id))).toBe(id);
      }),
      RUNS,
    );
  });

  it("are refused under any other secret", () => {
    fc.assert(
      fc.property(secret, secret, sessionId, (key, other, id) => {
        fc.pre(key !== other);
        expect(verifyToken(other, signToken(key, id))).toBeNull();
      }),
      RUNS,
    );
  });

  it("are refused after any one character is changed", () => {
    fc.assert(
      fc.property(
        secret,
        sessionId,
        fc.nat(),
        fc.constantFrom("A", "b", "0", "-", "_", "."),
        (key, id, at, replacement) => {
          const token = signToken(key, id);
          const position = at % token.length;
          fc.pre(token[position] !== replacement);
          const tampered = token.slice(0, position) + replacement + token.slice(position + 1);
          expect(verifyToken(key, tampered)).toBeNull();
        },
      ),
      RUNS,
    );
  });
});
