/** Joins class names, skipping the falsy ones (conditional classes without a dependency). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
