import fc from "fast-check";
import type * as z from "zod";

/**
 * fast-check arbitraries from the call catalogue's zod 4 schemas. The published bridge (zod-fast-check) needs
 * zod 3 and fast-check 3, so this walks zod 4's public `_zod.def` for the kinds the catalogue uses; a kind it does
 * not know throws, so a new kind in the catalogue is noticed rather than fuzzed with nothing.
 */

interface Def {
  readonly type: string;
  readonly format?: string;
  readonly checks?: readonly { readonly _zod: { readonly def: CheckDef } }[];
  readonly shape?: Record<string, z.ZodType>;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly out?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly entries?: Record<string, string | number>;
  readonly values?: readonly unknown[];
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
}

interface CheckDef {
  readonly check: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly value?: number;
  readonly inclusive?: boolean;
  readonly format?: string;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The check definitions of a schema, its own format check included (z.email(), z.int() carry one). */
function checksOf(def: Def): CheckDef[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

function lengthBounds(def: Def): { minLength: number; maxLength: number | undefined } {
  let minLength = 0;
  let maxLength: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === "min_length" && check.minimum !== undefined) minLength = check.minimum;
    if (check.check === "max_length" && check.maximum !== undefined) maxLength = check.maximum;
    if (check.check === "length_equals" && check.value !== undefined) {
      minLength = check.value;
      maxLength = check.value;
    }
  }
  return { minLength, maxLength };
}

function numberBounds(def: Def): { min: number | undefined; max: number | undefined } {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === "greater_than" && typeof check.value === "number")
      min = check.inclusive ? check.value : check.value + 1;
    if (check.check === "less_than" && typeof check.value === "number")
      max = check.inclusive ? check.value : check.value - 1;
  }
  return { min, max };
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const format = def.format ?? checksOf(def).find((check) => check.check === "string_format")?.format;
  if (format === "email") return fc.emailAddress();
  if (format === "url") return fc.webUrl();
  if (format === "uuid" || format === "guid") return fc.uuid();
  const { minLength, maxLength } = lengthBounds(def);
  // Short strings mostly: the bounds matter more than the length, and long text is the broken inputs' job.
  return fc.string({ minLength, maxLength: Math.min(maxLength ?? 40, minLength + 40), unit: "grapheme" });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const { min, max } = numberBounds(def);
  const format = def.format ?? checksOf(def).find((check) => check.check === "number_format")?.format;
  if (format === "safeint" || format === "int32" || format === "uint32") {
    const low = Math.max(min ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
    const high = Math.min(max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    // Small ids hit the seed's rows (products, lists, notifications), which random 53-bit ones never do.
    const small = fc.integer({ min: Math.max(low, 0), max: Math.min(high, 50) });
    return low <= 50 && high >= 0
      ? fc.oneof(small, fc.integer({ min: low, max: high }))
      : fc.integer({ min: low, max: high });
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  });
}

/** Values the schema accepts, mostly: refinements and regular expressions are not followed. */
export function validArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return stringArbitrary(def);
    case "number":
      return numberArbitrary(def);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case "literal":
      return fc.constantFrom(...(def.values ?? []));
    case "unknown":
    case "any":
      return fc.jsonValue({ maxDepth: 2 });
    case "null":
      return fc.constant(null);
    case "optional":
      return fc.option(validArbitrary(def.innerType as z.ZodType), { nil: undefined, freq: 3 });
    case "nullable":
      return fc.option(validArbitrary(def.innerType as z.ZodType), { nil: null, freq: 3 });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
      return fc.option(validArbitrary(def.innerType as z.ZodType), { nil: undefined, freq: 3 });
    case "pipe":
      // z.preprocess: the output schema says what the preprocessed value must be.
      return validArbitrary(def.out as z.ZodType);
    case "union":
      return fc.oneof(...(def.options ?? []).map(validArbitrary));
    case "intersection":
      return fc
        .tuple(validArbitrary(def.left as z.ZodType), validArbitrary(def.right as z.ZodType))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case "array": {
      const { minLength, maxLength } = lengthBounds(def);
      return fc.array(validArbitrary(def.element as z.ZodType), {
        minLength,
        maxLength: Math.min(maxLength ?? 5, minLength + 5),
      });
    }
    case "record":
      return fc.dictionary(
        validArbitrary(def.keyType as z.ZodType) as fc.Arbitrary<string>,
        validArbitrary(def.valueType as z.ZodType),
        { maxKeys: 4 },
      );
    case "object": {
      const shape = def.shape ?? {};
      const model = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, validArbitrary(field)]),
      );
      // Optional keys are left out now and then; a present key whose value is undefined is dropped by JSON.
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key] as z.ZodType));
      return fc.record(model, { requiredKeys });
    }
    default:
      throw new Error(`zod-arbitrary: no arbitrary for the zod kind "${def.type}"`);
  }
}

function isOptional(schema: z.ZodType): boolean {
  const type = defOf(schema).type;
  return type === "optional" || type === "default" || type === "prefault";
}

/** A string of `length` characters: enough to pass a body limit or a column width, never a valid name. */
const HUGE_STRING_LENGTH = 200_000;
const HUGE_ARRAY_LENGTH = 20_000;

/** Values of the wrong JSON type for any field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ maxLength: 8 }),
  fc.constant([]),
  fc.constant({}),
  fc.constant([[{}]]),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: {} } }),
);

/** How a valid value is broken at one place. */
type Mutation =
  | { kind: "wrongType"; value: unknown }
  | { kind: "nulByte" }
  | { kind: "hugeString" }
  | { kind: "hugeArray" }
  | { kind: "missingField" }
  | { kind: "extraField"; key: string; value: unknown };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  wrongType.map((value) => ({ kind: "wrongType", value }) as const),
  fc.constant({ kind: "nulByte" } as const),
  fc.constant({ kind: "hugeString" } as const),
  fc.constant({ kind: "hugeArray" } as const),
  fc.constant({ kind: "missingField" } as const),
  fc
    .tuple(
      fc.oneof(fc.string({ minLength: 1, maxLength: 10 }), fc.constantFrom("__proto__", "id", "userId")),
      wrongType,
    )
    .map(([key, value]) => ({ kind: "extraField", key, value }) as const),
);

/** Every place in a JSON value: [] for the value itself, then each key or index below it. */
function placesOf(value: unknown, at: readonly (string | number)[] = []): (string | number)[][] {
  const places: (string | number)[][] = [[...at]];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) places.push(...placesOf(item, [...at, index]));
  } else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) places.push(...placesOf(item, [...at, key]));
  return places;
}

function mutateAt(value: unknown, place: readonly (string | number)[], mutation: Mutation): unknown {
  if (place.length > 0) {
    const [head, ...rest] = place as [string | number, ...(string | number)[]];
    if (Array.isArray(value))
      return value.map((item, index) => (index === head ? mutateAt(item, rest, mutation) : item));
    const record = value as Record<string, unknown>;
    return { ...record, [head]: mutateAt(record[head], rest, mutation) };
  }
  switch (mutation.kind) {
    case "wrongType":
      return mutation.value;
    case "nulByte":
      return typeof value === "string" ? `${value.slice(0, 3)}\u0000${value.slice(3)}` : "\u0000";
    case "hugeString":
      return "x".repeat(HUGE_STRING_LENGTH);
    case "hugeArray":
      return Array.from({ length: HUGE_ARRAY_LENGTH }, (_, index) =>
        Array.isArray(value) && value[0] !== undefined ? value[0] : index,
      );
    case "missingField": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
      const [first] = Object.keys(value);
      if (first === undefined) return undefined;
      const { [first]: _, ...rest } = value as Record<string, unknown>;
      return rest;
    }
    case "extraField":
      return typeof value === "object" && value !== null && !Array.isArray(value)
        ? { ...value, [mutation.key]: mutation.value }
        : { [mutation.key]: mutation.value };
  }
}

/**
 * Values of the schema broken at one place: a wrong type, a NUL byte in a string, a huge string or array, a
 * missing or an extra field. Some of them are still valid (an extra key the schema strips, a field it makes
 * optional); the server must answer them all without a 5xx.
 */
export function brokenArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.tuple(validArbitrary(schema), fc.nat(), mutationArbitrary).map(([value, pick, mutation]) => {
    const places = placesOf(value);
    const place = places[pick % places.length] ?? [];
    return mutateAt(value, place, mutation);
  });
}
