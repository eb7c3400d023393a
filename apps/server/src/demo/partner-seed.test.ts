import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "../platform/migrate.ts";
import { validateTaxNumber } from "@office/shared/hu/identifiers";
import { makeTaxNumber } from "./identifiers.ts";
import { allBackends, createTestApp } from "../test/harness.ts";

describe("demo master data of issue 8", () => {
  it("makeTaxNumber writes adószám values that pass the validator", () => {
    expect(makeTaxNumber("1452873", 2, "08")).toMatch(/^\d{8}-2-08$/);
    for (const prefix of ["1000000", "1234567", "9999999", "0000001"]) {
      expect(validateTaxNumber(makeTaxNumber(prefix, 2, "41"))).toBeNull();
    }
  });

  it.each(allBackends)(
    "seeds valid partners, contacts, contractors and cost centres on %s",
    async (backend) => {
      const t = await createTestApp(backend);
      try {
        const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.platform.database.db.execute(query));
        const rows = {
          partners: await q<{ tax_number: string | null }>(
            sql`select p.tax_number from partners p join tenants t on t.id = p.tenant_id where t.slug = 'demo'`,
          ),
          contacts: (await q<{ n: number }>(sql`select count(*)::int as n from partner_contacts`))[0]?.n,
          contractors: await q<{ tax_number: string }>(sql`select tax_number from external_resources`),
          unassigned: (
            await q<{ n: number }>(
              sql`select count(*)::int as n from employees e join cost_centers c
              on c.tenant_id = e.tenant_id and c.name = e.department and c.active
              where e.cost_center_id is null`,
            )
          )[0]?.n,
        };
        const hungarian = rows.partners.filter((p) => p.tax_number !== null);
        expect(hungarian).toHaveLength(12);
        for (const p of hungarian) expect(validateTaxNumber(String(p.tax_number))).toBeNull();
        expect(Number(rows.contacts)).toBeGreaterThanOrEqual(13);
        expect(rows.contractors).toHaveLength(6);
        for (const c of rows.contractors) expect(validateTaxNumber(String(c.tax_number))).toBeNull();
        expect(rows.unassigned).toBe(0);
      } finally {
        await t.close();
      }
    },
  );
});
