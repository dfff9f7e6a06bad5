import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";

/** Vietnamese family names with their rough share of the population (Nguyễn ≈ 38 %). */
export const FAMILIES: [string, number][] = [
  ["Nguyễn", 380],
  ["Trần", 110],
  ["Lê", 95],
  ["Phạm", 70],
  ["Hoàng", 30],
  ["Huỳnh", 21],
  ["Phan", 45],
  ["Vũ", 20],
  ["Võ", 19],
  ["Đặng", 21],
  ["Bùi", 20],
  ["Đỗ", 14],
  ["Hồ", 13],
  ["Ngô", 13],
  ["Dương", 10],
  ["Lý", 5],
  ["Đào", 5],
  ["Đinh", 5],
  ["Trịnh", 4],
  ["Mai", 3],
];
/** One family in about 20,000 rows: the bench's "rare word". */
export const RARE_FAMILY = "Khúc";

export const MIDDLES = [
  "Văn",
  "Văn",
  "Văn",
  "Thị",
  "Thị",
  "Thị",
  "Hữu",
  "Đức",
  "Minh",
  "Thanh",
  "Ngọc",
  "Quang",
  "Xuân",
  "Hoài",
  "Thu",
  "Kim",
  "Gia",
  "Bảo",
  "Công",
  "Đình",
  "Quốc",
  "Thế",
  "Mạnh",
  "Anh",
];

export const GIVEN = [
  "Hùng",
  "Dũng",
  "Tuấn",
  "Anh",
  "Hương",
  "Lan",
  "Hoa",
  "Trang",
  "Linh",
  "Nam",
  "Hải",
  "Phương",
  "Thảo",
  "Hà",
  "Long",
  "Sơn",
  "Tâm",
  "Hạnh",
  "Huy",
  "Khoa",
  "Đạt",
  "Đức",
  "Giang",
  "Hiếu",
  "Hiền",
  "Yến",
  "Vy",
  "Nhung",
  "Quân",
  "Bình",
  "Thắng",
  "Trung",
  "Phúc",
  "Lộc",
  "Thủy",
  "Mai",
  "Cường",
  "Khánh",
  "Duy",
  "Tùng",
  "Vinh",
  "Nga",
  "Oanh",
  "Uyên",
  "Châu",
  "Tú",
  "Thành",
  "Đông",
  "Ánh",
  "Điệp",
];

export const STREETS = [
  "Lê Lợi",
  "Nguyễn Huệ",
  "Trần Hưng Đạo",
  "Hai Bà Trưng",
  "Lý Thường Kiệt",
  "Điện Biên Phủ",
  "Cách Mạng Tháng Tám",
  "Nguyễn Trãi",
  "Nguyễn Văn Cừ",
  "Nguyễn Văn Linh",
  "Nguyễn Thị Minh Khai",
  "Võ Văn Tần",
  "Pasteur",
  "Lê Duẩn",
  "Phan Chu Trinh",
  "Bà Triệu",
  "Hàng Bài",
  "Kim Mã",
  "Giải Phóng",
  "Láng Hạ",
  "Trường Chinh",
  "Quang Trung",
  "Hùng Vương",
  "Lê Văn Sỹ",
  "Phạm Văn Đồng",
  "Võ Thị Sáu",
  "Đinh Tiên Hoàng",
  "Tôn Đức Thắng",
  "Bạch Đằng",
  "Ngô Quyền",
];

/** "Phường Bến Thành, Thành phố Hồ Chí Minh" for every ward of the current (2025) two-level list. */
function wardsAndProvinces(): string[] {
  const file = resolve(import.meta.dirname, "../apps/server/data/vn-admin-units.json");
  const units = JSON.parse(readFileSync(file, "utf8")) as { current: [string, string, string[], [string, string][]][] };
  return units.current.flatMap(([, province, , wards]) => wards.map(([, ward]) => `${ward}, ${province}`));
}

export const weighted = (pairs: [string, number][]) =>
  pairs.flatMap(([value, weight]) => Array<string>(weight).fill(value));
const ROWS_PER_STATEMENT = 250_000;
/** A random element of the text array passed as parameter `n`. */
export const pick = (n: number) => `($${n}::text[])[1 + floor(random() * cardinality($${n}::text[]))::int]`;

/**
 * Empties `table` and drops its secondary indexes for loading it (much faster than keeping them
 * up to date); the answer builds them again. In the caller's transaction, so a run cut short
 * leaves the table as it was.
 */
export async function emptyForLoading(
  db: TenantDb,
  table: string,
): Promise<(log: (line: string) => void) => Promise<void>> {
  const client = db.$client;
  await client.query("SET LOCAL maintenance_work_mem = '512MB'");
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = $1 AND indexname <> $1 || '_pkey'`,
    [table],
  );
  await client.query(`TRUNCATE ${table}`);
  for (const { indexname } of indexes) await client.query(`DROP INDEX "${indexname}"`);
  return async (log) => {
    for (const { indexname, indexdef } of indexes) {
      const started = Date.now();
      await client.query(indexdef);
      log(`  index ${indexname} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
}

/**
 * Replaces the rows of `warehouses` with `count` generated ones: 'Kho Nguyễn Văn Hùng' or
 * 'Kho Bến Thành', an address with a real street, ward and province, a 09xxxxxxxx phone,
 * 4 rows in 5 in CN01, most of the rest in CN02 and 1 in 200 in CN03, 1 in 20 not in use.
 */
export async function fillWarehouses(db: TenantDb, count: number, log: (line: string) => void): Promise<void> {
  const client = db.$client;
  const buildIndexes = await emptyForLoading(db, "warehouses");
  await client.query("SELECT setseed(0.2024)");
  const places = wardsAndProvinces();
  const wardNames = places.map((p) => p.replace(/^(Phường|Xã|Đặc khu) /, "").split(",")[0] ?? p);
  for (let from = 1; from <= count; from += ROWS_PER_STATEMENT) {
    const to = Math.min(count, from + ROWS_PER_STATEMENT - 1);
    const person = `${pick(1)} || ' ' || ${pick(2)} || ' ' || ${pick(3)}`;
    await client.query(
      `INSERT INTO warehouses (ma_dvcs, ma_kho, ten_kho, dia_chi, dien_thoai, thu_kho, ghi_chu, status, created_by, created_at)
       SELECT CASE WHEN i % 200 = 0 THEN 'CN03' WHEN i % 5 = 0 THEN 'CN02' ELSE 'CN01' END,
              'K' || lpad(i::text, 7, '0'),
              'Kho ' || CASE WHEN random() < 0.8 THEN named ELSE ${pick(6)} END,
              (1 + floor(random() * 300))::int || ' ' || ${pick(4)} || ', ' || ${pick(5)},
              '09' || lpad(floor(random() * 100000000)::bigint::text, 8, '0'),
              ${person},
              CASE WHEN random() < 0.1 THEN 'Hàng dễ vỡ, kiểm kê hằng tháng' END,
              random() >= 0.05,
              'bench',
              now() - make_interval(secs => i)
         FROM (SELECT i, CASE WHEN random() < 0.00005 THEN $7::text || ' ' || ${pick(2)} || ' ' || ${pick(3)}
                              ELSE ${person} END AS named
                 FROM generate_series($8::int, $9::int) AS i) AS g`,
      [weighted(FAMILIES), MIDDLES, GIVEN, STREETS, places, wardNames, RARE_FAMILY, from, to],
    );
    log(`  ${to.toLocaleString("en")} rows`);
  }
  await buildIndexes(log);
}
