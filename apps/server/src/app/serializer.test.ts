import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { employeeViewSchema } from "@office/shared/employees/employees.contract";
import { createSerializerCompiler, responseJsonSchema } from "./serializer.ts";

const compile = (schema: z.ZodType) =>
  createSerializerCompiler({ crossCheck: false })({ schema, method: "GET", url: "/x", httpStatus: "200" });

describe("compiled response serializer", () => {
  it("writes only the fields of the DTO, also inside arrays, nullable objects and unions", () => {
    const schema = z.object({
      id: z.number().int(),
      manager: z.object({ name: z.string() }).nullable(),
      children: z.array(z.object({ birthDate: z.iso.date() })),
      kind: z.union([z.object({ view: z.literal("a"), x: z.string() }), z.object({ view: z.literal("b") })]),
    });
    expect(responseJsonSchema(schema)).not.toBeNull();
    const out = compile(schema)({
      id: 1,
      secret: "no",
      manager: { name: "M", taxId: "123" },
      children: [{ birthDate: "2020-01-02", taj: "1" }],
      kind: { view: "b", x: "hidden", password: "p" },
    });
    expect(JSON.parse(out)).toEqual({
      id: 1,
      manager: { name: "M" },
      children: [{ birthDate: "2020-01-02" }],
      kind: { view: "b" },
    });
  });

  it("compiles the employee view (a union of the full record and the directory fields)", () => {
    expect(responseJsonSchema(employeeViewSchema)).not.toBeNull();
  });

  it("keeps the zod serializer for what JSON Schema cannot express (transforms)", () => {
    const schema = z.object({ n: z.string().transform((s) => s.length) });
    expect(responseJsonSchema(schema)).toBeNull();
    expect(JSON.parse(compile(schema)({ n: "abc" }))).toEqual({ n: 3 });
  });

  it("every response schema of the shared contracts compiles (one known fallback to zod)", async () => {
    const root = fileURLToPath(new URL("../../../../packages/shared/src", import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".contract.ts"),
    );
    const fallbacks: string[] = [];
    let compiled = 0;
    for (const file of files) {
      const mod = (await import(path.join(root, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        if (!(value instanceof z.ZodType) || !name.endsWith("Schema") || /Input|Query|Params/.test(name))
          continue;
        if (responseJsonSchema(value)) compiled++;
        else fallbacks.push(`${file}: ${name}`);
      }
    }
    expect(compiled).toBeGreaterThan(30);
    // The new-employee template normalises its fields with a transform: that one route keeps zod.
    expect(fallbacks).toEqual(["employees/employees.contract.ts: newEmployeeTemplateSchema"]);
  });
});
