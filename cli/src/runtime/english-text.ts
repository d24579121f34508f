import en from "@catalogue/core/i18n/locales/en.json";

type Tree = { readonly [key: string]: string | Tree };

function lookup(path: string): string | undefined {
  let node: string | Tree | undefined = en as Tree;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

const plural = new Intl.PluralRules("en");

/**
 * The English text of one of core's message keys (the CLI speaks English): i18next's `{{name}}` filled from
 * `params`, a plural key chosen by `params.count`. Undefined for a key core does not have.
 */
export function englishText(
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string | undefined {
  const count = params.count;
  const text =
    (typeof count === "number" ? lookup(`${key}_${plural.select(count)}`) : undefined) ??
    lookup(key) ??
    lookup(`${key}_other`);
  return text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}
