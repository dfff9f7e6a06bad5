import { type Bilingual, canSeeEmployee } from "@sen/core";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CurrentUser } from "../../../platform/auth/current-user.js";
import { bilingual, say } from "../../../platform/crud/messages.js";
import type { EntityHooks, Row, WriteContext } from "../../../platform/crud/registry.js";
import type { FieldSchemas } from "../../../platform/crud/schema.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { partners } from "../crm.tables.js";
import { employeeName } from "./employees.js";

type Errors = Record<string, string>;

const ASSIGNEE: Bilingual = { vi: "Người thực hiện", en: "Assignee" };
const BRANCH: Bilingual = { vi: "Chi nhánh", en: "Branch" };
const END_BEFORE_START = bilingual("Kết thúc phải sau thời điểm bắt đầu", "The end must come after the start");
const hiddenAssignee = (code: string) =>
  bilingual(`Bạn không được giao việc cho nhân viên ${code}`, `You may not assign work to employee ${code}`);

const given = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * The assignee may be left out of a create (the server puts the user's own employee code), so
 * the body does not require it; the rules below refuse it missing when there is no such code.
 */
export const scheduleFieldSchemas: FieldSchemas = {
  ma_nv: z.string(say.invalid(ASSIGNEE)).trim().max(100, say.tooLong(ASSIGNEE, 100)).optional(),
};

/** The value a write leaves in a field: the new one when the write sets it, else the stored one. */
const after = (values: Row, old: Row | undefined, name: string) =>
  values[name] !== undefined ? values[name] : old?.[name];

function instant(value: unknown): number | undefined {
  if (!given(value)) return undefined;
  const time = new Date(value as string | Date).getTime();
  return Number.isNaN(time) ? undefined : time;
}

function timeErrors(values: Row, old: Row | undefined): Errors {
  const start = instant(after(values, old, "bat_dau"));
  const end = instant(after(values, old, "ket_thuc"));
  return start !== undefined && end !== undefined && end < start ? { ket_thuc: END_BEFORE_START } : {};
}

/** A new record without an assignee is the user's own (their employee code, `users.saler`). */
async function defaultAssignee({ db, values }: WriteContext & { values: Row }, user: CurrentUser): Promise<Errors> {
  if (given(values.ma_nv)) return {};
  const name = user.saler ? await employeeName(db, user.saler) : undefined;
  if (!user.saler || name === undefined) return { ma_nv: say.required(ASSIGNEE) };
  values.ma_nv = user.saler;
  values.ten_nv = name;
  return {};
}

/** A new record without a branch goes to its partner's, when the request works on that branch. */
async function defaultBranch({ db, request, values }: WriteContext & { values: Row }): Promise<Errors> {
  if (given(values.ma_dvcs)) return {};
  const code = typeof values.ma_kh === "string" ? values.ma_kh : "";
  const [partner] = await db
    .select({ ma_dvcs: partners.ma_dvcs })
    .from(partners)
    .where(eq(partners.ma_kh, code))
    .limit(1);
  if (partner && request.branches.includes(partner.ma_dvcs)) {
    values.ma_dvcs = partner.ma_dvcs;
    return {};
  }
  return { ma_dvcs: say.required(BRANCH) };
}

/** A restricted user gives work only to the employees they may see, or they would reach others' rows. */
function assigneeErrors(user: CurrentUser, values: Row, old: Row | undefined): Errors {
  if (values.ma_nv === null) return { ma_nv: say.required(ASSIGNEE) };
  const code = values.ma_nv;
  if (typeof code !== "string" || code === "" || code === old?.ma_nv) return {};
  return canSeeEmployee(user, code) ? {} : { ma_nv: hiddenAssignee(code) };
}

/**
 * What an appointment and a ticket must be, whoever writes them (their own routes, a call log's
 * follow-up): an end not before the start, an assignee the user may see (their own by default),
 * and a branch the user is granted (their partner's by default).
 */
export const scheduleHooks: EntityHooks = {
  async beforeSave(context) {
    const { values, old, request } = context;
    const user = request.auth?.user;
    if (!user) return;
    const defaults = old ? {} : { ...(await defaultAssignee(context, user)), ...(await defaultBranch(context)) };
    const errors = { ...assigneeErrors(user, values, old), ...defaults, ...timeErrors(values, old) };
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const branch = values.ma_dvcs;
    if (typeof branch === "string" && !user.allowedBranches.includes(branch)) {
      throw new AppError(403, "branch_forbidden", { branches: branch });
    }
  },
};
