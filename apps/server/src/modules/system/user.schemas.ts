import { userEntity } from "@sen/core";
import { z } from "zod";
import { listQuerySchema } from "../../platform/crud/list-query.js";
import { bilingual, say } from "../../platform/crud/messages.js";
import { patchSchema, writeSchema } from "../../platform/crud/schema.js";
import { listOf } from "../../platform/lists.js";

const label = (name: string) => {
  const field = userEntity.fields.find((f) => f.name === name);
  if (!field) throw new Error(`userEntity has no field ${name}`);
  return field.label;
};

/** 0/1 as the API has always carried is_admin and employee_yn; a form's true/false is taken too. */
const flag = (name: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], {
      error: (issue) =>
        issue.input == null || issue.input === "" ? say.required(label(name)) : say.invalid(label(name)),
    })
    .transform((v) => (v ? 1 : 0));

const userName = z
  .string({ error: say.required(label("user_name")) })
  .trim()
  .min(1, say.required(label("user_name")))
  .max(100, say.tooLong(label("user_name"), 100))
  .regex(
    /^[A-Za-z0-9._@-]+$/,
    bilingual(
      "Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và . _ @ -",
      "A user name holds only letters without accents, digits and . _ @ -",
    ),
  );

/** At least 8 characters with letters and digits. */
const passwordRequired = bilingual("Mật khẩu là bắt buộc", "The password is required");
export const newPassword = z
  .string({ error: passwordRequired })
  .min(1, passwordRequired)
  .max(200, bilingual("Mật khẩu tối đa 200 ký tự", "At most 200 characters"))
  .refine(
    (p) => p.length >= 8 && /\p{L}/u.test(p) && /\d/.test(p),
    bilingual("Mật khẩu tối thiểu 8 ký tự, gồm cả chữ và số", "At least 8 characters, with letters and digits"),
  );

const overrides = {
  user_name: userName,
  is_admin: flag("is_admin").optional(),
  employee_yn: flag("employee_yn").optional(),
};

/** The fields a user form sends; the engine builds their checks from `userEntity`, not their static type. */
export interface UserWrite {
  user_name?: string;
  full_name?: string;
  email?: string | null;
  phone?: string | null;
  is_admin?: 0 | 1;
  status?: boolean | null;
  saler?: string | null;
  agent_id?: string | null;
  agent_pass?: string | null;
  branchs?: string | null;
  employee_yn?: 0 | 1;
  employees?: string | null;
}

export const userCreateBody = writeSchema(userEntity).extend({
  ...overrides,
  password: newPassword,
}) as unknown as z.ZodType<UserWrite & { user_name: string; full_name: string; password: string }>;
/** A full update: what is left out takes its default, except the call-center password, kept when absent. */
export const userUpdateBody = writeSchema(userEntity).extend(overrides) as unknown as z.ZodType<
  UserWrite & { user_name: string; full_name: string }
>;
export const userPatchBody = patchSchema(userEntity).extend({
  ...overrides,
  user_name: userName.optional(),
}) as unknown as z.ZodType<UserWrite>;

/** The API's list query from the definition; users have no date to filter on. */
export const userListQuery = listQuerySchema(userEntity).omit({ fromDate: true, toDate: true });

export const userItem = z.object({
  id: z.uuid(),
  user_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_admin: z.union([z.literal(0), z.literal(1)]),
  status: z.boolean(),
  saler: z.string().nullable(),
  agent_id: z.string().nullable(),
  agent_pass_set: z.boolean().describe("Whether a call-center password is kept (it is never sent back)"),
  branchs: z.string(),
  employee_yn: z.number(),
  employees: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});

export const userList = listOf(userItem);

export const rightRow = z.object({
  menu_id: z.string(),
  r_access: z.boolean(),
  r_read: z.boolean(),
  r_add: z.boolean(),
  r_edit: z.boolean(),
  r_del: z.boolean(),
  r_print: z.boolean(),
});

export const userDetail = userItem.extend({
  rights: z.array(rightRow).describe("The commands the user holds any right on"),
  branch_list: z
    .array(z.object({ ma_dvcs: z.string(), ten_dvcs: z.string(), status: z.boolean() }))
    .describe("The branches of `branchs`, by code"),
  role: z
    .object({ id: z.uuid(), name: z.string() })
    .nullable()
    .describe("The role the user follows: its rights are rewritten whenever the role changes"),
});

export const idParams = z.object({ id: z.uuid({ error: "id không hợp lệ" }) });

export const passwordBody = z.object({ password: newPassword });

export const messageAnswer = z.object({ message: z.string() });

const tick = z.boolean({ error: bilingual("Quyền là đúng hoặc sai", "A right is true or false") }).optional();

/** The whole set of a user's rights: one row per menu command, each of the six rights ticked or not. */
export const rightsBody = z
  .array(
    z.object({
      menu_id: z
        .string({ error: bilingual("Mã chức năng là bắt buộc", "The menu command is required") })
        .trim()
        .min(1, bilingual("Mã chức năng là bắt buộc", "The menu command is required"))
        .max(100),
      r_access: tick,
      r_read: tick,
      r_add: tick,
      r_edit: tick,
      r_del: tick,
      r_print: tick,
    }),
    { error: bilingual("Danh sách quyền theo chức năng", "A list of rights per menu command") },
  )
  .max(5000);

export const rightsEditorAnswer = listOf(
  rightRow.extend({
    menu_id0: z.string().nullable(),
    command: z.string().nullable(),
    title: z.string(),
    title_en: z.string().nullable(),
  }),
);
