import { canSeeEmployee, foldVietnamese, GENDERS, partnerEntity, visibleEmployees } from "@sen/core";
import { inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { CurrentUser } from "../../../platform/auth/current-user.js";
import { signedIn } from "../../../platform/authentication.js";
import type { Row } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { CheckedRow } from "../../../platform/import/import-definition.js";
import { partners } from "../crm.tables.js";
import { storedPhone } from "./contact-values.js";
import { findPlace } from "./import-places.js";
import { type ImportRow, problem } from "./import-rows.js";
import { partnerSwitches } from "./partner-configs.js";
import { type Option, referenceOptions } from "./partner-references.js";

interface Context {
  user: CurrentUser;
  requirePhone: boolean;
  employees: Map<string, Option>;
  sources: Option[];
  levels: Option[];
  takenPhones: Map<string, { ma_kh: string | null; ten_kh: string }>;
  takenCodes: Set<string>;
}

const maxLength = (name: string) => {
  const field = partnerEntity.fields.find((f) => f.name === name);
  return (field && "maxLength" in field && field.maxLength) || 255;
};

/** A number Excel kept without its leading 0 (901234567) is a Vietnamese mobile number. */
const importedPhone = (text: string) => storedPhone(/^[1-9]\d{8}$/.test(text) ? `0${text}` : text);

const CODE = /^[A-Z0-9_.-]+$/;

function birthday(text: string): string | undefined {
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y || !m || !d) return undefined;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const valid = date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1 && Number(y) >= 1900;
  return valid && date.getTime() <= Date.now() ? date.toISOString().slice(0, 10) : undefined;
}

/** "Nam", "nữ", "1", "2"; anything else leaves the gender empty. */
function gender(text: string): string | null {
  const folded = foldVietnamese(text);
  return (
    String(GENDERS.find((g) => folded === String(g.value) || folded === foldVietnamese(g.vi))?.value ?? "") || null
  );
}

/** A catalogue row by its code, or by its name typed without accents. */
function option(options: Option[], text: string): Option | undefined {
  const folded = foldVietnamese(text);
  return options.find((o) => o.code === text.toUpperCase()) ?? options.find((o) => foldVietnamese(o.name) === folded);
}

async function context(db: TenantDb, request: FastifyRequest, rows: ImportRow[]): Promise<Context> {
  const phones = [...new Set(rows.map((r) => r.phone && importedPhone(r.phone)).filter((p): p is string => !!p))];
  const codes = [...new Set(rows.map((r) => r.ma_kh?.toUpperCase()).filter((c): c is string => !!c))];
  const taken = phones.length
    ? await db
        .select({ phone: partners.phone, ma_kh: partners.ma_kh, ten_kh: partners.ten_kh })
        .from(partners)
        .where(inArray(partners.phone, phones))
    : [];
  const takenCodes = codes.length
    ? await db.select({ ma_kh: partners.ma_kh }).from(partners).where(inArray(partners.ma_kh, codes))
    : [];
  return {
    user: signedIn(request).user,
    requirePhone: (await partnerSwitches(db, request)).crm_partner_require_phone,
    employees: new Map((await referenceOptions(db, "ma_nvbh")).map((e) => [e.code, e])),
    sources: await referenceOptions(db, "ma_nguon"),
    levels: await referenceOptions(db, "ma_cap_do"),
    takenPhones: new Map(taken.map((p) => [String(p.phone), p])),
    takenCodes: new Set(takenCodes.map((c) => String(c.ma_kh))),
  };
}

/** The salesperson of a row: the one given (that the user may see), else the user's own. */
function salesperson(ctx: Context, text: string | null | undefined, problems: string[]): Option | undefined {
  if (text) {
    const found = ctx.employees.get(text.toUpperCase());
    if (!found || !canSeeEmployee(ctx.user, found.code)) problems.push(problem.employeeUnknown(text));
    return found;
  }
  const own = ctx.user.saler ? ctx.employees.get(ctx.user.saler) : undefined;
  if (!own && visibleEmployees(ctx.user) !== undefined) problems.push(problem.salespersonMissing);
  return own;
}

/** Checks one row against the data and the rows above it; `seen` remembers their phones and codes. */
function checkRow(ctx: Context, row: ImportRow, seen: { phones: Map<string, number>; codes: Set<string> }): CheckedRow {
  const problems: string[] = [];
  const tooLong = (name: string, text: string | null | undefined) => {
    if (text && text.length > maxLength(name)) problems.push(problem.tooLong(name, maxLength(name)));
  };

  if (!row.ten_kh) problems.push(problem.nameMissing);
  tooLong("ten_kh", row.ten_kh);

  let phone: string | undefined;
  if (row.phone) {
    phone = importedPhone(row.phone);
    const holder = phone && ctx.takenPhones.get(phone);
    const earlier = phone && seen.phones.get(phone);
    if (!phone) problems.push(problem.phoneInvalid);
    else if (holder) problems.push(problem.phoneTaken(holder.ma_kh ?? "", holder.ten_kh));
    else if (earlier) problems.push(problem.phoneRepeated(earlier));
    else seen.phones.set(phone, row.line);
  } else if (ctx.requirePhone) problems.push(problem.phoneMissing);
  const phone2 = row.phone2 ? importedPhone(row.phone2) : undefined;
  if (row.phone2 && !phone2) problems.push(problem.phoneInvalid);

  const code = row.ma_kh?.toUpperCase();
  if (code && (!CODE.test(code) || code.length > maxLength("ma_kh"))) problems.push(problem.codeInvalid(code));
  else if (code && (ctx.takenCodes.has(code) || seen.codes.has(code))) problems.push(problem.codeTaken(code));
  if (code) seen.codes.add(code);

  if (row.email && !z.email().safeParse(row.email).success) problems.push(problem.emailInvalid(row.email));
  const born = row.ngay_sinh ? birthday(row.ngay_sinh) : undefined;
  if (row.ngay_sinh && !born) problems.push(problem.birthdayInvalid(row.ngay_sinh));

  const place = row.tinh ? findPlace(row.tinh, row.phuong ?? undefined) : undefined;
  if (place && "problem" in place) {
    problems.push(
      place.problem === "province" ? problem.provinceUnknown(row.tinh ?? "") : problem.wardUnknown(row.phuong ?? ""),
    );
  } else if (!row.tinh && row.phuong) problems.push(problem.wardUnknown(row.phuong));

  const source = row.ma_nguon ? option(ctx.sources, row.ma_nguon) : undefined;
  if (row.ma_nguon && !source) problems.push(problem.sourceUnknown(row.ma_nguon));
  const level = row.ma_cap_do ? option(ctx.levels, row.ma_cap_do) : undefined;
  if (row.ma_cap_do && !level) problems.push(problem.levelUnknown(row.ma_cap_do));
  const employee = salesperson(ctx, row.ma_nvbh, problems);
  tooLong("dia_chi", row.dia_chi);
  tooLong("ghi_chu", row.ghi_chu);

  if (problems.length > 0) return { line: row.line, problems };
  const found = place && !("problem" in place) ? place : undefined;
  const values: Row = {
    ma_kh: code || null,
    ten_kh: row.ten_kh,
    phone: phone ?? null,
    phone2: phone2 ?? null,
    email: row.email || null,
    gioi_tinh: row.gioi_tinh ? gender(row.gioi_tinh) : null,
    ngay_sinh: born ?? null,
    dia_chi: row.dia_chi || null,
    dia_ban_province: found?.dia_ban_province ?? null,
    dia_ban_district: null,
    dia_ban_ward: found?.dia_ban_ward ?? null,
    ma_nguon: source?.code ?? null,
    ma_cap_do: level?.code ?? null,
    ma_nvbh: employee?.code ?? null,
    ghi_chu: row.ghi_chu || null,
  };
  const names = {
    ten_nvbh: employee?.name ?? null,
    ten_nguon: source?.name ?? null,
    ten_cap_do: level?.name ?? null,
    ten_tinh: found?.ten_tinh ?? null,
    ten_phuong: found?.ten_phuong ?? null,
  };
  return { line: row.line, problems, values, preview: { ...values, ...names } };
}

/** Every row checked the way saving it would, against the tenant's data and the rows above it. */
export async function checkImport(db: TenantDb, request: FastifyRequest, rows: ImportRow[]): Promise<CheckedRow[]> {
  const ctx = await context(db, request, rows);
  const seen = { phones: new Map<string, number>(), codes: new Set<string>() };
  return rows.map((row) => checkRow(ctx, row, seen));
}
