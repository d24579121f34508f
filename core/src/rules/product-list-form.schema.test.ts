import { describe, expect, it } from "vitest";
import { ProductListForm } from "./product-list-form.schema";

describe("ProductListForm", () => {
  it("accepts a title with no description, and stores the trimmed title", () => {
    const result = ProductListForm.safeParse({ title: "  Ward 4 consumables  " });

    expect(result.success).toBe(true);
    expect(result.data).toEqual({ title: "Ward 4 consumables", description: "" });
  });

  it("rejects a missing title with the required message", () => {
    const result = ProductListForm.safeParse({ title: "", description: "x" });

    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", "validation.required"],
    ]);
  });

  it("rejects a description of 501 characters with the maximum-length message", () => {
    const result = ProductListForm.safeParse({ title: "t", description: "d".repeat(501) });

    expect(result.error?.issues[0]?.message).toBe("validation.maxLength");
    expect(result.error?.issues[0]?.path).toEqual(["description"]);
  });
});
