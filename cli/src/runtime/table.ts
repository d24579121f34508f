import { type Style, visibleLength } from "./style";

/** A table for people: a bold header, columns padded to their widest cell, two spaces apart. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  style: Style,
): string[] {
  const widths = headers.map((header, column) =>
    Math.max(visibleLength(header), ...rows.map((row) => visibleLength(row[column] ?? ""))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === cells.length - 1 ? cell : cell + " ".repeat((widths[column] ?? 0) - visibleLength(cell)),
      )
      .join("  ")
      .trimEnd();
  return [style.bold(line(headers)), ...rows.map(line)];
}

/** Key-value lines for one record (`users show`): the keys aligned. */
export function formatFields(fields: readonly (readonly [string, string])[], style: Style): string[] {
  const width = Math.max(...fields.map(([key]) => key.length));
  return fields.map(([key, value]) => `${style.dim(`${key}:`.padEnd(width + 1))} ${value}`);
}
