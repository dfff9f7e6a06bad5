import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

/**
 * The duplicate finder reads the shared numbers from the phone indexes; its groups must be those
 * of grouping every number of the partners the user may see (the way it was written first):
 * a phone that is another partner's other phone, other phones shared by several partners, a
 * partner whose two numbers are the same, partners of another branch.
 */
let t: TestApp;
let k: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  k = await crmTenant(t, "kh_dupes");
  await k.rows(
    `INSERT INTO partners (ma_dvcs, ma_kh, ten_kh, phone, phone2, ma_nvbh, ten_nvbh)
     SELECT CASE WHEN i % 3 = 0 THEN 'CN02' ELSE 'CN01' END, 'TR' || lpad(i::text, 4, '0'), 'Khách trùng ' || i,
            '07' || lpad(i::text, 8, '0'),
            CASE WHEN i % 5 = 0 THEN '07' || lpad((i + 1)::text, 8, '0')
                 WHEN i % 7 = 0 THEN '0889' || lpad((i % 13)::text, 6, '0')
                 WHEN i % 11 = 0 THEN '07' || lpad(i::text, 8, '0')
                 WHEN i % 17 = 0 THEN '' END,
            'QL01', 'Phạm Quốc Anh'
       FROM generate_series(1, 600) AS i`,
  );
});
afterAll(() => t.close());

type Group = { phone: string; partners: { ma_kh: string }[] };

/** Every group the route gives, page after page, as "number: codes". */
async function routeGroups(branches: string): Promise<{ groups: string[]; total: number }> {
  const groups: string[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const res = await k.admin("GET", `crm/partners/duplicates?pageIndex=${pageIndex}&pageSize=20`, undefined, branches);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: Group[]; total: number };
    groups.push(...body.items.map((g) => `${g.phone}: ${g.partners.map((p) => p.ma_kh).join(" ")}`));
    if (body.items.length < 20) return { groups, total: body.total };
  }
}

/** Every number of the branches' partners grouped, the partners of each oldest first. */
async function everyNumberGrouped(branches: string): Promise<string[]> {
  const found = await k.rows<{ line: string }>(
    `WITH numbers AS (
       SELECT id, phone AS num FROM partners WHERE ma_dvcs = ANY($1) AND phone <> ''
       UNION
       SELECT id, phone2 FROM partners WHERE ma_dvcs = ANY($1) AND phone2 <> ''
     )
     SELECT n.num || ': ' || string_agg(p.ma_kh, ' ' ORDER BY p.created_at, p.id) AS line
       FROM numbers AS n JOIN partners AS p USING (id)
      GROUP BY n.num HAVING count(*) >= 2 ORDER BY n.num`,
    [branches.split(",")],
  );
  return found.map((r) => r.line);
}

describe("GET crm/partners/duplicates on many numbers", () => {
  it.each(["CN01,CN02,CN03", "CN01", "CN02"])("groups the same partners as grouping every number (%s)", async (b) => {
    const expected = await everyNumberGrouped(b);
    expect(expected.length).toBeGreaterThan(b.includes(",") ? 100 : 5);
    const { groups, total } = await routeGroups(b);
    expect(groups).toEqual(expected);
    expect(total).toBe(expected.length);
  });
});
