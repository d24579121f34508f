// Building an Intl formatter costs about 0.1 ms, formatting with one under a microsecond: a 1,000-line PDF formats
// 6,000 numbers, so every formatter of core spec 9 is built once per locale and options and then reused. Intl
// formatters are immutable, so sharing one between callers is safe.

/**
 * Core spec 9: how many formatters the memo keeps. Locales and time zones can come from a request, so the memo is
 * bounded; the real working set (2 number locales, 7 formatting locales, about 60 currencies, a few time zones)
 * stays well below it.
 */
export const INTL_FORMAT_CACHE_LIMIT = 1000;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function remembered<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  const cached = formatters.get(key);
  if (cached) return cached as F;
  // Built before it is stored: a locale or time zone that Intl refuses throws here and leaves nothing behind.
  const created = create();
  if (formatters.size >= INTL_FORMAT_CACHE_LIMIT) {
    const oldest = formatters.keys().next().value;
    if (oldest !== undefined) formatters.delete(oldest);
  }
  formatters.set(key, created);
  return created;
}

// Options are keyed in the order written; callers pass fixed literals, so the same shape always gives the same key.
// A plain loop rather than JSON.stringify: the key is built on every call, and this halves its cost.
// Every Intl option is a string, number or boolean, so String() tells any two values apart.
function keyOf<Options extends object>(kind: string, locale: string, options: Options): string {
  let key = `${kind}|${locale}`;
  for (const name in options) key += `|${name}=${String(options[name])}`;
  return key;
}

/** Core spec 9: the shared `Intl.NumberFormat` for a locale and options, built on first use. */
export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return remembered(keyOf("number", locale, options), () => new Intl.NumberFormat(locale, options));
}

/** Core spec 9: the shared `Intl.DateTimeFormat` for a locale and options, built on first use. */
export function cachedDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return remembered(keyOf("date", locale, options), () => new Intl.DateTimeFormat(locale, options));
}
