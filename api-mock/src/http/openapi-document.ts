import { MAX_REQUEST_ARRAY_ITEMS } from "@catalogue/core/rules";

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const typesOf = (schema: Node): unknown[] =>
  Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];

/** Every object below `root` (itself included), depth first, without recursion. */
function* nodesOf(root: unknown): Generator<Node> {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const current = pending.pop();
    if (Array.isArray(current)) pending.push(...current);
    else if (isNode(current)) {
      yield current;
      pending.push(...Object.values(current));
    }
  }
}

/**
 * zod's integers are safe integers (`z.int()` refuses anything beyond ±2^53-1), which the generator does not
 * write: the document states the bounds zod checks, and the format they fit (int32, else int64).
 */
function boundIntegers(document: Node): void {
  for (const schema of nodesOf(document)) {
    if (!typesOf(schema).includes("integer")) continue;
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined)
      schema.minimum = Number.MIN_SAFE_INTEGER;
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined)
      schema.maximum = Number.MAX_SAFE_INTEGER;
    if (schema.format !== undefined) continue;
    const low = Number(schema.minimum ?? schema.exclusiveMinimum);
    const high = Number(schema.maximum ?? schema.exclusiveMaximum);
    schema.format = low >= INT32_MIN && high <= INT32_MAX ? "int32" : "int64";
  }
}

/**
 * A nullable reference comes out of the generator as `allOf: [ref, { type: [T, "null"] }]`, which asks a value
 * to be both (so null never passes the reference); `anyOf: [ref, { type: "null" }]` says what zod checks.
 */
function nullableReferences(document: Node): void {
  for (const schema of nodesOf(document)) {
    const parts = schema.allOf;
    if (!Array.isArray(parts) || parts.length !== 2) continue;
    const [reference, nullable] = parts as unknown[];
    if (!isNode(reference) || typeof reference.$ref !== "string" || !isNode(nullable)) continue;
    const types = typesOf(nullable);
    if (Object.keys(nullable).length !== 1 || types.length !== 2 || !types.includes("null")) continue;
    delete schema.allOf;
    schema.anyOf = [reference, { type: "null" }];
  }
}

/** The schemas a request may carry: its parameters and bodies, and every component they refer to. */
function inputSchemas(document: Node): Node[] {
  const components = isNode(document.components) ? document.components : {};
  const schemas = isNode(components.schemas) ? components.schemas : {};
  const roots: unknown[] = [];
  for (const item of Object.values(isNode(document.paths) ? document.paths : {})) {
    for (const operation of Object.values(isNode(item) ? item : {})) {
      if (!isNode(operation)) continue;
      roots.push(operation.parameters, operation.requestBody);
    }
  }
  const seen = new Set<Node>();
  const found: Node[] = [];
  while (roots.length > 0) {
    for (const node of nodesOf(roots.pop())) {
      if (seen.has(node)) continue;
      seen.add(node);
      found.push(node);
      const name = typeof node.$ref === "string" ? node.$ref.split("/").pop() : undefined;
      if (name !== undefined) roots.push(schemas[name]);
    }
  }
  return found;
}

/**
 * Core's `requestInputProblems` refuses any array of more than MAX_REQUEST_ARRAY_ITEMS items in any request
 * (460); an input array whose schema sets no lower maximum is documented with that one.
 */
function boundInputArrays(document: Node): void {
  for (const schema of inputSchemas(document)) {
    if (typesOf(schema).includes("array") && schema.maxItems === undefined) {
      schema.maxItems = MAX_REQUEST_ARRAY_ITEMS;
    }
  }
}

/** Lists the tags the operations use, in the order they first appear, so a reader sees the areas at the top. */
function declareTags(document: Node): void {
  const names = new Set<string>();
  for (const item of Object.values(isNode(document.paths) ? document.paths : {})) {
    for (const operation of Object.values(isNode(item) ? item : {})) {
      if (isNode(operation) && Array.isArray(operation.tags)) {
        for (const tag of operation.tags) names.add(String(tag));
      }
    }
  }
  document.tags = [...names].map((name) => ({ name }));
}

/**
 * Architecture 3: the published OpenAPI document, as the generator writes it from the call catalogue plus what
 * the generator cannot see (the limits zod and the input guard enforce without a schema keyword). Changes the
 * document in place and answers it.
 */
export function publishedDocument<D extends object>(document: D): D {
  const root = document as Node;
  nullableReferences(root);
  boundIntegers(root);
  boundInputArrays(root);
  declareTags(root);
  return document;
}
