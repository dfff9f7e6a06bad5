import { splitCodes } from "@sen/core";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { bilingual } from "../../platform/crud/messages.js";
import type { EntityHooks, Row } from "../../platform/crud/registry.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { branches } from "../../platform/db/tenant-tables.js";
import { AppError, invalidInput } from "../../platform/errors.js";
import { setSalesperson, userNamed, usersNamingEmployee } from "../system/user-salesperson.service.js";
import { employees } from "./hr.tables.js";

export const employeeFieldSchemas = {
  cccd: z
    .string()
    .transform((s) => s.replace(/[\s.-]/g, ""))
    .refine((s) => /^\d{12}$/.test(s), bilingual("Số CCCD gồm đúng 12 chữ số", "A citizen ID has exactly 12 digits")),
  chi_nhanh_khac: z
    .string()
    .max(500)
    .transform((s) => [...new Set(splitCodes(s.toUpperCase()))].join(",")),
};

/** The other branches an employee works in: known ones, the home branch left out. */
async function otherBranches(db: TenantDb, values: Row, old?: Row) {
  if (typeof values.chi_nhanh_khac !== "string") return;
  const home = values.ma_dvcs ?? old?.ma_dvcs;
  const codes = splitCodes(values.chi_nhanh_khac).filter((c) => c !== home);
  const known = codes.length
    ? (await db.select({ code: branches.ma_dvcs }).from(branches).where(inArray(branches.ma_dvcs, codes))).map(
        (b) => b.code,
      )
    : [];
  const unknown = codes.filter((c) => !known.includes(c));
  if (unknown.length > 0) {
    throw invalidInput({
      chi_nhanh_khac: bilingual(
        `Chi nhánh không tồn tại: ${unknown.join(", ")}`,
        `Unknown branch(es): ${unknown.join(", ")}`,
      ),
    });
  }
  values.chi_nhanh_khac = codes.join(",") || null;
}

const taken = (userName: string, code: string) =>
  invalidInput({
    user_name: bilingual(
      `Tài khoản ${userName} đã gắn với nhân viên ${code}`,
      `User ${userName} is already linked to employee ${code}`,
    ),
  });

/**
 * The linked user: picking one writes this employee's code on the user (their salesperson code)
 * and takes it off the user linked before; one user an employee, one employee a user.
 */
async function linkUser(db: TenantDb, request: FastifyRequest, values: Row, old?: Row) {
  const code = String(values.ma_nv ?? old?.ma_nv);
  const before = (old?.user_name as string | null | undefined) ?? null;
  if (values.user_name === undefined) {
    // A new code follows to the linked user.
    if (before && old && code !== old.ma_nv) {
      const user = await userNamed(db, before);
      if (user) await setSalesperson(db, request, user.id, code);
      values.user_name = before;
    }
    return;
  }
  const wanted = values.user_name ? String(values.user_name) : null;
  const user = wanted ? await userNamed(db, wanted) : undefined;
  if (wanted && !user) {
    throw invalidInput({
      user_name: bilingual(`Không có tài khoản ${wanted}`, `There is no user ${wanted}`),
    });
  }
  if (user) {
    const [holder] = await db
      .select({ ma_nv: employees.ma_nv })
      .from(employees)
      .where(and(eq(employees.user_name, user.user_name), old ? ne(employees.id, String(old.id)) : undefined));
    if (holder) throw taken(user.user_name, holder.ma_nv);
    // A user whose code names another employee (linked from the users screen) keeps them.
    const [other] =
      user.saler && user.saler !== code && user.saler !== old?.ma_nv
        ? await db.select({ ma_nv: employees.ma_nv }).from(employees).where(eq(employees.ma_nv, user.saler))
        : [];
    if (other) throw taken(user.user_name, other.ma_nv);
    values.user_name = user.user_name;
  }
  if (before && before !== user?.user_name) {
    const previous = await userNamed(db, before);
    if (previous && (previous.saler === old?.ma_nv || previous.saler === code)) {
      await setSalesperson(db, request, previous.id, null);
    }
  }
  if (user) await setSalesperson(db, request, user.id, code);
}

export const employeeHooks: EntityHooks = {
  beforeSave: async ({ db, request, values, old }) => {
    await otherBranches(db, values, old);
    await linkUser(db, request, values, old);
  },
  // Users name their employee by code, outside the references the engine follows.
  beforeDelete: async ({ db, old }) => {
    const names = await usersNamingEmployee(db, String(old.ma_nv));
    if (names.length === 0) return;
    throw new AppError(409, "in_use_by", {
      record: String(old.ma_nv),
      entity: "nhân viên",
      entity_en: "employee",
      where: `tài khoản ${names.join(", ")}`,
      where_en: `user ${names.join(", ")}`,
    });
  },
};
