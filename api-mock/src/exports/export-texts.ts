import { type Language, messages } from "@catalogue/core/i18n";

type Catalogue = { readonly [key: string]: string | Catalogue };

/** Texts looked up so far, by language and key: the messages never change, and each line asks for several. */
const found = new Map<string, string | undefined>();

function lookup(language: string, key: string): string | undefined {
  const id = `${language}\u0000${key}`;
  if (found.has(id)) return found.get(id);
  const text = walk(language, key);
  found.set(id, text);
  return text;
}

function walk(language: string, key: string): string | undefined {
  let node: string | Catalogue | undefined = (messages as Record<string, Catalogue>)[language];
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * Architecture 4: the text of an i18n key in the viewer's language, English when the language is unknown, with
 * `{{name}}` placeholders filled in. An unknown key is a bug in this module, so it throws rather than print the key.
 */
export function exportText(
  language: string,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = lookup(language, key) ?? lookup("en" satisfies Language, key);
  if (template === undefined) throw new Error(`missing i18n key ${key}`);
  return fill(template, params);
}

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** The text of a key that names data (a product group's code), or `fallback` when no locale knows the code. */
export function exportTextOr(language: string, key: string, fallback: string): string {
  return lookup(language, key) ?? lookup("en" satisfies Language, key) ?? fallback;
}
