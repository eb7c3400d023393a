/**
 * The JSON-Schema side of the fuzz test (`app/fuzz.test.ts`): a plausible valid value for a schema of
 * the OpenAPI document, and every field path of such a value, so one field at a time can be replaced
 * with malformed input while the rest stays valid enough to reach the handler.
 */

/** The subset of (OpenAPI 3.0 flavoured) JSON Schema that the zod contracts produce. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  $ref?: string;
};

/** Resolves `#/components/schemas/…` references against the OpenAPI document's components. */
export type RefResolver = (ref: string) => JsonSchema | undefined;

/** Strings tried, in order, against a `pattern`; the first match becomes the sample. */
const PATTERN_CANDIDATES = ["2026-03-02", "30px", "#1d4d34", "fuzz@example.com", "demo", "Teszt", "1", "a"];

const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  date: "2026-03-02",
  "date-time": "2026-03-02T08:00:00.000Z",
  email: "fuzz@example.com",
  uuid: "00000000-0000-4000-8000-000000000000",
};

const isNullType = (s: JsonSchema) => s.type === "null" || (Array.isArray(s.type) && s.type.includes("null"));

/**
 * A value that the schema most likely accepts: `null` where null is allowed, the default where one
 * is given, the first enum value or literal, a date / e-mail for those formats, a string matching the
 * pattern and length bounds, 0 (or the nearest bound) for numbers, every property of an object, and
 * one item for an array of objects (so nested fields get fuzzed too). Depth-limited for recursion.
 */
export function sampleValue(schema: JsonSchema, resolve: RefResolver, depth = 0): unknown {
  if (depth > 8) return null;
  if (schema.$ref) return sampleValue(resolve(schema.$ref) ?? {}, resolve, depth + 1);
  if (schema.nullable || isNullType(schema)) return null;
  if ("const" in schema) return schema.const;
  if (schema.default !== undefined && !Array.isArray(schema.default)) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    if (variants.some((v) => v.nullable || isNullType(v))) return null;
    const literal = variants.find((v) => "const" in v || v.enum?.length === 1);
    return sampleValue(literal ?? variants[0] ?? {}, resolve, depth + 1);
  }
  if (schema.allOf?.[0]) return sampleValue(schema.allOf[0], resolve, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return sampleString(schema);
    case "integer":
    case "number":
      return sampleNumber(schema, type === "integer");
    case "boolean":
      return false;
    case "array": {
      const items = schema.items ?? {};
      const wantsItem = (schema.minItems ?? 0) > 0 || items.type === "object" || !!items.properties;
      return wantsItem ? [sampleValue(items, resolve, depth + 1)] : [];
    }
    default: {
      if (!schema.properties) return type === "object" ? {} : "Teszt";
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties)) {
        out[key] = sampleValue(prop, resolve, depth + 1);
      }
      return out;
    }
  }
}

function sampleString(schema: JsonSchema): string {
  const formatted = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
  if (formatted) return formatted;
  let value = "Teszt";
  if (schema.pattern) {
    const pattern = safeRegExp(schema.pattern);
    value = PATTERN_CANDIDATES.find((c) => pattern?.test(c)) ?? value;
  }
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, "x");
  if (schema.maxLength !== undefined) value = value.slice(0, schema.maxLength);
  return value;
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return undefined;
  }
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  let min = schema.minimum ?? -Infinity;
  if (schema.exclusiveMinimum === true) min += integer ? 1 : 0.5;
  if (typeof schema.exclusiveMinimum === "number") min = schema.exclusiveMinimum + (integer ? 1 : 0.5);
  let max = schema.maximum ?? Infinity;
  if (schema.exclusiveMaximum === true) max -= integer ? 1 : 0.5;
  if (typeof schema.exclusiveMaximum === "number") max = schema.exclusiveMaximum - (integer ? 1 : 0.5);
  return Math.min(Math.max(0, min), max);
}

/** A path into a JSON value: property names and array indexes. */
export type ValuePath = (string | number)[];

/** Every object property and first array item of `value`, outermost first (depth ≤ 4). */
export function fieldPaths(value: unknown, prefix: ValuePath = []): ValuePath[] {
  if (prefix.length > 4 || value === null || typeof value !== "object") return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.length > 0
      ? [[0, value[0]]]
      : []
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

/** A deep copy of `value` with the element at `path` replaced by `replacement`. */
export function withValueAt(value: unknown, path: ValuePath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, i) => (i === head ? withValueAt(item, rest, replacement) : item));
  }
  const source = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return { ...source, [String(head)]: withValueAt(source[String(head)], rest, replacement) };
}

/** `a.b[0].c` for messages. */
export const formatPath = (path: ValuePath) =>
  path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
