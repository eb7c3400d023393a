import { fieldPaths, formatPath, sampleValue, withValueAt, type JsonSchema } from "./fuzz-schema.ts";

/**
 * The malformed requests of the fuzz test (`app/fuzz.test.ts`), built from the registered routes and
 * the OpenAPI document alone, so a route added later is fuzzed without touching the test: bad path
 * ids, bad query values (per parameter of the route's schema, others valid), malformed JSON bodies
 * (generic ones, and one schema field at a time over a valid sample), broken multipart bodies.
 */

/** One request: `label` names the malformed input, for the failure report. */
export type FuzzCase = {
  method: string;
  url: string;
  label: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

type OpenApiParameter = { in: string; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Path values: zero, negative, past int32, past int64, not a number, NUL, a fraction, bad escapes. */
export const BAD_PATH_VALUES = ["0", "-1", "2147483648", "99999999999999999999", "abc", "%00", "1.5", "%FF"];
/** Query values (already URL-encoded); `[]` marks "the parameter twice" (an array). */
export const BAD_QUERY_VALUES = [
  "%00",
  "a%00b",
  "0000-01-01",
  "2026-02-30",
  "99999-01-01",
  "99999999999999999999",
  "2147483648",
  "-1",
  "",
  "abc",
  "1.5",
  "[]",
  // years without a loaded decree (issue 22 §4): next year counts provisionally, a past one is a 400
  "2027",
  "2019",
];
/**
 * Ranges in years without a loaded decree of swapped working days (issue 22 §4): next year (counted
 * provisionally, Mt. 102. § (1)) and a past year (refused with a 400) — both ends in the year, for every
 * route with a `start`/`end` or `from`/`to` pair of query parameters. Never a 5xx.
 */
export const UNLOADED_YEAR_RANGES: readonly (readonly [string, string])[] = [
  ["2027-01-01", "2027-03-31"],
  ["2026-12-01", "2027-01-31"],
  ["2019-01-01", "2019-01-31"],
];
const RANGE_YEARS: readonly (readonly [string, string])[] = [
  ["2027", "2027"],
  ["2026", "2027"],
  ["2019", "2019"],
];
/** Values put into one body field at a time. */
export const BAD_FIELD_VALUES: unknown[] = [
  "\u0000",
  "fuzz\u0000fuzz",
  "\ud800",
  2147483648,
  -2147483649,
  1e308,
  "99999999999999999999",
  "0000-01-01",
  "2026-02-30",
  "99999-01-01",
  "",
  1.5,
  true,
  {},
  [],
  null,
];

const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
/** Whole bodies sent as JSON to every route that takes a body. */
const GENERIC_BODIES: [string, string][] = [
  ["{}", "{}"],
  ["[]", "[]"],
  ["null", "null"],
  ["a string", '"fuzz"'],
  ["a number", "2147483648"],
  ["NUL value", '{"fuzz":"\\u0000"}'],
  ["NUL key", '{"\\u0000":1}'],
  ["5000 levels deep", deepObject(5000)],
  ["invalid JSON", "{"],
];

const BOUNDARY = "----officefuzz";
const CUT_OFF =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
  "Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
/** Multipart bodies: no boundary, cut off in the middle of a file part, nothing after the header. */
const MULTIPART_BODIES: [string, string, string][] = [
  ["multipart without boundary", "multipart/form-data", `--${BOUNDARY}\r\n`],
  ["multipart cut off", `multipart/form-data; boundary=${BOUNDARY}`, CUT_OFF],
  ["multipart empty", `multipart/form-data; boundary=${BOUNDARY}`, ""],
];

const JSON_HEADERS = { "content-type": "application/json" };
const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? "*");
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const encode = (value: unknown) => encodeURIComponent(String(value));

/** Every fuzz case of one route (`method`, `url` as registered with Fastify). */
export function casesFor(method: string, url: string, doc: OpenApiDocument): FuzzCase[] {
  const op = doc.paths?.[toOpenApiPath(url)]?.[method.toLowerCase()];
  const resolve = (ref: string) => doc.components?.schemas?.[ref.split("/").pop() ?? ""];
  const params = op?.parameters ?? [];
  const schemaOf = (where: string, name: string) =>
    params.find((p) => p.in === where && p.name === name)?.schema ?? { type: "string" };

  const names = paramNames(url);
  const validPath: Record<string, string> = {};
  for (const name of names) {
    const schema = schemaOf("path", name);
    validPath[name] = schema.type === "integer" || schema.type === "number" ? "2" : "fuzz";
  }
  const pathWith = (override: Record<string, string> = {}) =>
    url.replace(/:([A-Za-z0-9_]+)|\*/g, (_m, name: string | undefined) => {
      const key = name ?? "*";
      return override[key] ?? validPath[key] ?? "fuzz";
    });
  const base = pathWith();
  const cases: FuzzCase[] = [];

  for (const name of names) {
    for (const value of BAD_PATH_VALUES) {
      cases.push({ method, url: pathWith({ [name]: value }), label: `path ${name}=${value}` });
    }
  }

  const query = params.filter((p) => p.in === "query");
  const validQuery = query.map((p) => `${p.name}=${encode(sampleValue(p.schema ?? {}, resolve) ?? "")}`);
  for (const [i, p] of query.entries()) {
    for (const value of BAD_QUERY_VALUES) {
      const bad = value === "[]" ? `${p.name}=a&${p.name}=b` : `${p.name}=${value}`;
      const rest = validQuery.filter((_q, j) => j !== i);
      cases.push({ method, url: `${base}?${[...rest, bad].join("&")}`, label: `query ${bad}` });
    }
    for (const value of p.schema?.enum ?? []) {
      cases.push({ method, url: `${base}?${p.name}=${encode(value)}`, label: `query only ${p.name}` });
    }
  }
  const pairCases = (from: string, to: string, values: readonly (readonly [string, string])[]) => {
    if (!query.some((p) => p.name === from) || !query.some((p) => p.name === to)) return;
    const rest = validQuery.filter((_q, i) => query[i]?.name !== from && query[i]?.name !== to);
    for (const [a, b] of values) {
      const range = [...rest, `${from}=${a}`, `${to}=${b}`].join("&");
      cases.push({ method, url: `${base}?${range}`, label: `range ${from}=${a} ${to}=${b}` });
    }
  };
  pairCases("start", "end", UNLOADED_YEAR_RANGES);
  pairCases("from", "to", RANGE_YEARS);
  cases.push({ method, url: `${base}?fuzz=%00`, label: "query fuzz=NUL" });
  cases.push({ method, url: `${base}?%00=1`, label: "query NUL name" });

  if (method === "GET" || method === "HEAD") return cases;
  const withBody = (label: string, payload: string, headers: Record<string, string> = JSON_HEADERS) =>
    cases.push({ method, url: base, label, payload, headers });
  for (const [label, body] of GENERIC_BODIES) withBody(`body ${label}`, body);
  for (const [label, type, body] of MULTIPART_BODIES) withBody(label, body, { "content-type": type });

  const bodySchema = op?.requestBody?.content?.["application/json"]?.schema;
  if (bodySchema) {
    const sample = sampleValue(bodySchema, resolve);
    withBody("body valid sample", JSON.stringify(sample));
    for (const path of fieldPaths(sample)) {
      for (const value of BAD_FIELD_VALUES) {
        const label = `body ${formatPath(path)}=${JSON.stringify(value)}`;
        withBody(label, JSON.stringify(withValueAt(sample, path, value)));
      }
    }
  }
  return cases;
}
