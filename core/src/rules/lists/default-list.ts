/** Core spec 3 and 5: the default list cannot be removed (the delete action is hidden for it). */
export function canRemoveList(list: { readonly defaultList: boolean }): boolean {
  return !list.defaultList;
}

/** Core spec 5: the lists of a bulk delete that may really be removed, leaving out the default list. */
export function removableLists<T extends { readonly defaultList: boolean }>(lists: readonly T[]): T[] {
  return lists.filter(canRemoveList);
}
