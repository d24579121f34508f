/**
 * Core spec 5: list names are unique per owner. Two names are the same when they are equal after trimming and
 * ignoring case ("Ward A " and "ward a" clash), because the form trims the title and users do not tell lists apart
 * by letter case. Case is folded with `toLocaleLowerCase("und")` so the result does not depend on the runtime locale.
 */
export function normaliseListName(name: string): string {
  return name.trim().toLocaleLowerCase("und");
}

/** Core spec 5: whether `name` clashes with one of the owner's other lists (pass `exceptId` when renaming). */
export function isListNameTaken<Id>(
  name: string,
  ownLists: readonly { id: Id; title: string }[],
  exceptId?: Id,
): boolean {
  const wanted = normaliseListName(name);
  return ownLists.some((list) => list.id !== exceptId && normaliseListName(list.title) === wanted);
}
