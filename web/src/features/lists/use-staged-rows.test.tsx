import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIRST_ROWS, STAGE_ROWS, useStagedRows } from "./use-staged-rows";

/** Records how many rows each render of the hook gave. */
function renderStaged(count: number): number[] {
  const rendered: number[] = [];
  const elements = Array.from({ length: count }, (_, index) => index);
  function Rows() {
    rendered.push(useStagedRows(elements).length);
    return null;
  }
  render(<Rows />);
  return rendered;
}

describe("useStagedRows", () => {
  it("renders a long list's first rows first, then a stage of rows at a time until all are shown", () => {
    const rendered = renderStaged(FIRST_ROWS + 2 * STAGE_ROWS + 1);
    expect(rendered[0]).toBe(FIRST_ROWS);
    expect(rendered).toContain(FIRST_ROWS + STAGE_ROWS);
    expect(rendered.at(-1)).toBe(FIRST_ROWS + 2 * STAGE_ROWS + 1);
  });

  it("renders a short list whole at once", () => {
    expect(renderStaged(FIRST_ROWS)).toEqual([FIRST_ROWS]);
  });
});
