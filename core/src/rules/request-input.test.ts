import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_REQUEST_ARRAY_ITEMS, requestInputProblems } from "./request-input";
import { ValidationMessage } from "./validation-messages";

describe("requestInputProblems", () => {
  it("names every text field holding a NUL character, nested or not, keys included", () => {
    const body = { title: "ok", note: "a\u0000b", nested: { list: ["x", "\u0000"] }, "k\u0000": 1 };
    const fields = requestInputProblems(body).map((problem) => [problem.field, problem.messageKey]);
    expect(fields.sort()).toEqual([
      ["k\u0000", ValidationMessage.invalidCharacter],
      ["nested.list.1", ValidationMessage.invalidCharacter],
      ["note", ValidationMessage.invalidCharacter],
    ]);
  });

  it("refuses an array of more than 65,535 items, without looking at each", () => {
    const ids = Array.from({ length: MAX_REQUEST_ARRAY_ITEMS + 1 }, (_, index) => index + 1);
    expect(requestInputProblems({ ids })).toEqual([
      {
        field: "ids",
        messageKey: ValidationMessage.arrayMax,
        params: { max: MAX_REQUEST_ARRAY_ITEMS, count: MAX_REQUEST_ARRAY_ITEMS },
      },
    ]);
    expect(requestInputProblems({ ids: ids.slice(1) })).toEqual([]);
  });

  it("puts a prefix before the path (query and form fields)", () => {
    expect(requestInputProblems({ search: "\u0000" }, "query")).toEqual([
      { field: "query.search", messageKey: ValidationMessage.invalidCharacter },
    ]);
  });

  it("survives any nesting depth and reports at most 20 problems", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(requestInputProblems(deep)).toHaveLength(1);
    expect(requestInputProblems(Array(1000).fill("\u0000"))).toHaveLength(20);
  });

  it("finds nothing in JSON without NUL or long arrays", () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        fc.pre(!text.includes("\\u0000"));
        expect(requestInputProblems(JSON.parse(text))).toEqual([]);
      }),
    );
  });
});
