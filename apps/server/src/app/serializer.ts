import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a zod response schema as fast-json-stringify should compile it, or null when
 * zod cannot represent it (transforms, dates, custom types): those routes keep the zod serializer.
 * `additionalProperties: false` is removed: fast-json-stringify writes only the declared properties
 * anyway (so fields not in the DTO never leave the server), and without it a union (`anyOf`) picks
 * its branch as zod does — the first one whose declared fields match — instead of failing on the
 * extra properties of a database row.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { target: "draft-07", io: "output" }) as JsonSchema;
  } catch {
    return null;
  }
  delete json.$schema;
  const strip = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(strip);
    if (!node || typeof node !== "object") return;
    const obj = node as JsonSchema;
    if (obj.additionalProperties === false) delete obj.additionalProperties;
    Object.values(obj).forEach(strip);
  };
  strip(json);
  return json;
}

type Serializer = (data: unknown) => string;

/** The compiled serializer of each zod response schema met so far (null: zod cannot express it as JSON Schema). */
const compiled = new WeakMap<z.ZodType, Serializer | null>();

/**
 * The fast-json-stringify function of a zod response schema, compiled once per schema object and
 * process: every app built in the same process (the test suites build one per file, in workers that
 * keep their modules) reuses it, since it depends on the schema alone. Null when the schema has no JSON
 * Schema form ({@link responseJsonSchema}).
 */
function compiledSerializer(schema: z.ZodType): Serializer | null {
  let fast = compiled.get(schema);
  if (fast === undefined) {
    const json = responseJsonSchema(schema);
    fast = json ? (fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Serializer) : null;
    compiled.set(schema, fast);
  }
  return fast;
}

/**
 * Fastify's serializer compiler for the zod response schemas of the routes (DESIGN §8): each schema
 * is compiled once to a fast-json-stringify function (Fastify's own serializer) instead of being
 * validated by zod and then JSON.stringify-ed on every response. Schemas JSON Schema cannot express
 * fall back to the zod serializer. With `crossCheck` (the test suite), every response is also
 * serialised the zod way and any difference throws, so each route test proves the two agree.
 */
export function createSerializerCompiler(opts: { crossCheck: boolean }) {
  const compile: FastifySerializerCompiler<unknown> = (route) => {
    const fallback = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = route.schema instanceof z.ZodType ? route.schema : null;
    const fast = schema ? compiledSerializer(schema) : null;
    if (!fast) return fallback;
    if (!opts.crossCheck) return fast;
    return (data: unknown) => {
      const out = fast(data as never);
      const expected = fallback(data) as string;
      if (!isDeepStrictEqual(JSON.parse(out), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: compiled serializer differs from zod:\n${out}\n${expected}`,
        );
      }
      return out;
    };
  };
  return compile;
}
