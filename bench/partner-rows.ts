import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { asc } from "drizzle-orm";
import { partnerLevels, sourceTypeOptions, sourceTypes } from "../apps/server/src/modules/crm/crm.tables.js";
import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";
import { emptyForLoading, FAMILIES, GIVEN, MIDDLES, pick, STREETS, weighted } from "./warehouse-rows.js";

/** Each branch holding partners: its salespeople and the province of its customers (Quận 1, Cầu Giấy). */
const BRANCHES = { CN01: { salespeople: 12, province: "79" }, CN02: { salespeople: 8, province: "01" } };

const share = (weight: number, ...prefixes: string[]) => prefixes.map((p): [string, number] => [p, weight]);
/** Mobile prefixes of 10-digit numbers, by rough share of subscribers (Viettel half, then Vinaphone, MobiFone). */
const PREFIXES: [string, number][] = [
  ...share(9, "096", "097", "098"),
  ...share(8, "090", "091"),
  ...share(5, "086", "093", "094"),
  ...share(3, "088"),
  ...share(2, "032", "033", "034", "035", "036", "037", "038", "039", "089", "070", "079"),
  ...share(1, "081", "082", "083", "084", "085", "076", "077", "078", "092", "056", "058", "099", "059"),
];

/** Partners' middle names: the warehouse keepers' plus the common ones they lack ('Lê Hoàng Yến'). */
const PARTNER_MIDDLES = [...MIDDLES, "Văn", "Thị", "Thị", "Hoàng", "Phương", "Hồng", "Thúy", "Tuấn", "Khánh"];
const TAGS = ["Da nhạy cảm", "Khách quen", "Thích massage đá nóng", "Đã dùng liệu trình", "Hay đổi lịch"];
const NOTES = ["Gọi lại sau 17h", "Chỉ nhận tin Zalo", "Hẹn cuối tuần", "Đi cùng bạn"];
const ROWS_PER_STATEMENT = 250_000;
const THREE_YEARS_SECONDS = 3 * 365 * 86_400;

/** "79|26734" (province|ward) for every current ward, by province code. */
function wardsByProvince(): Map<string, string[]> {
  const file = resolve(import.meta.dirname, "../apps/server/data/vn-admin-units.json");
  const units = JSON.parse(readFileSync(file, "utf8")) as { current: [string, string, string[], [string][]][] };
  return new Map(
    units.current.map(([province, , , wards]) => [province, wards.map(([ward]) => `${province}|${ward}`)]),
  );
}

/** The bench's salespeople (NVKD01…, 12 in CN01, 8 in CN02), created once; code, name and branch. */
async function salespeople(db: TenantDb) {
  const client = db.$client;
  const branches = Object.entries(BRANCHES).flatMap(([branch, { salespeople: n }]) => Array<string>(n).fill(branch));
  await client.query(
    `INSERT INTO employees (ma_nv, ten_nv, chuc_vu, ma_dvcs, dien_thoai, created_by)
     SELECT 'NVKD' || lpad(k::text, 2, '0'), ${pick(1)} || ' ' || ${pick(2)} || ' ' || ${pick(3)}, 'sale',
            ($4::text[])[k], '0909' || lpad((k * 7919)::text, 6, '0'), 'bench'
       FROM generate_series(1, cardinality($4::text[])) AS k
     ON CONFLICT DO NOTHING`,
    [weighted(FAMILIES), MIDDLES, GIVEN, branches],
  );
  const { rows } = await client.query<{ ma_nv: string; ten_nv: string; ma_dvcs: string }>(
    "SELECT ma_nv, ten_nv, ma_dvcs FROM employees WHERE ma_nv LIKE 'NVKD%' ORDER BY ma_nv",
  );
  return rows;
}

/** "FACEBOOK|FB-ADS", "FACEBOOK|": each source equally often, its options (or none) within it. */
async function sourceChoices(db: TenantDb): Promise<string[]> {
  const sources = await db.select({ code: sourceTypes.ma_nguon }).from(sourceTypes);
  const options = await db
    .select({ code: sourceTypeOptions.ma_chi_tiet, source: sourceTypeOptions.ma_nguon })
    .from(sourceTypeOptions);
  return sources.flatMap(({ code }) => {
    const choices = ["", ...options.filter((o) => o.source === code).map((o) => o.code)];
    return Array.from({ length: 12 }, (_, j) => `${code}|${choices[j % choices.length]}`);
  });
}

/** Levels by rank, the first (Tiềm năng) the most common: weights n, n-1, …, 1. */
async function levelChoices(db: TenantDb): Promise<string[]> {
  const levels = await db
    .select({ code: partnerLevels.ma_cap_do })
    .from(partnerLevels)
    .orderBy(asc(partnerLevels.thu_tu), asc(partnerLevels.ma_cap_do));
  return weighted(levels.map((l, i) => [l.code, levels.length - i]));
}

/**
 * Replaces the tenant's partners with `count` generated ones: 'Nguyễn Văn Hùng' with real family
 * name frequencies, unique 10-digit mobiles with real prefixes, codes KH0000001… in the order they
 * were created over the last three years, each with a salesperson of the branch (60 % CN01),
 * a source, a level, a ward mostly in the branch's city; some with a birthday, an email, tags.
 */
export async function fillPartners(db: TenantDb, count: number, log: (line: string) => void): Promise<void> {
  const client = db.$client;
  const staff = await salespeople(db);
  const sources = await sourceChoices(db);
  const levels = await levelChoices(db);
  const wards = wardsByProvince();
  const buildIndexes = await emptyForLoading(db, "partners");
  await client.query("SELECT setseed(0.1975)");
  for (let from = 1; from <= count; from += ROWS_PER_STATEMENT) {
    const to = Math.min(count, from + ROWS_PER_STATEMENT - 1);
    await client.query(
      `INSERT INTO partners (ma_dvcs, ma_kh, ten_kh, phone, phone2, email, gioi_tinh, ngay_sinh, dia_chi,
                             dia_ban_province, dia_ban_ward, ma_nguon, ma_chi_tiet_nguon, ma_cap_do, vip,
                             vip_den_ngay, ma_nvbh, ten_nvbh, tags, ghi_chu, status, created_at, updated_at, created_by)
       SELECT ($7::text[])[k], 'KH' || lpad(i::text, 7, '0'), family || ' ' || middle || ' ' || given,
              -- x -> (a x + c) mod 10^7 and reversing 7 digits take each value once for i < 10^7:
              -- phones never repeat, and neighbours' numbers look unrelated
              ${pick(4)} || lpad(((reverse(lpad(((i::bigint * 4567891 + 1234567) % 10000000)::text, 7, '0'))::bigint
                                    * 7654321 + 891011) % 10000000)::text, 7, '0'),
              CASE WHEN random() < 0.08 THEN ${pick(4)} || lpad(floor(random() * 10000000)::int::text, 7, '0') END,
              CASE WHEN random() < 0.15
                   THEN replace(public.sen_unaccent(given || '.' || family), ' ', '') || i % 997 || '@gmail.com' END,
              CASE middle WHEN 'Thị' THEN '2' WHEN 'Văn' THEN '1' ELSE (1 + floor(random() * 2))::int::text END,
              CASE WHEN random() < 0.7 THEN date '1965-01-01' + floor(random() * 14600)::int END,
              (1 + floor(random() * 300))::int || ' ' || ${pick(8)},
              split_part(place, '|', 1), split_part(place, '|', 2),
              split_part(source, '|', 1), nullif(split_part(source, '|', 2), ''), ${pick(13)},
              vip, CASE WHEN vip THEN (created_at + interval '1 year')::date END,
              ($5::text[])[k], ($6::text[])[k],
              CASE WHEN random() < 0.1 THEN ${pick(14)} END,
              CASE WHEN random() < 0.05 THEN ${pick(15)} END,
              random() >= 0.03, created_at, created_at, 'bench'
         FROM (SELECT *, CASE WHEN random() >= 0.85 THEN ${pick(11)}
                              WHEN ($7::text[])[k] = 'CN01' THEN ${pick(9)} ELSE ${pick(10)} END AS place
                 FROM (SELECT i, ${pick(1)} AS family, ${pick(2)} AS middle, ${pick(3)} AS given,
                              1 + floor(random() * cardinality($5::text[]))::int AS k,
                              ${pick(12)} AS source, random() < 0.03 AS vip,
                              now() - make_interval(secs => ($18::int - i + random()) * $19 / $18::int) AS created_at
                         FROM generate_series($16::int, $17::int) AS i) AS g) AS h`,
      [
        weighted(FAMILIES),
        PARTNER_MIDDLES,
        GIVEN,
        weighted(PREFIXES),
        staff.map((s) => s.ma_nv),
        staff.map((s) => s.ten_nv),
        staff.map((s) => s.ma_dvcs),
        STREETS,
        wards.get(BRANCHES.CN01.province) ?? [],
        wards.get(BRANCHES.CN02.province) ?? [],
        [...wards.values()].flat(),
        sources,
        levels,
        TAGS,
        NOTES,
        from,
        to,
        count,
        THREE_YEARS_SECONDS,
      ],
    );
    log(`  ${to.toLocaleString("en")} partners`);
  }
  await buildIndexes(log);
}
