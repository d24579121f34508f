import type { Language } from "../i18n/resources";
import { messages } from "../i18n/resources";

type Tree = { readonly [key: string]: string | Tree };

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** Test support for architecture 4: the text of a key in a language, a plural key by its `_other` form. */
export function messageText(lang: Language, key: string): string | undefined {
  const tree = messages[lang] as unknown as Tree;
  return lookup(tree, key) ?? lookup(tree, `${key}_other`);
}
