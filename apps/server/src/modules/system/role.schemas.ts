import { z } from "zod";
import { say } from "../../platform/crud/messages.js";
import { listOf } from "../../platform/lists.js";
import { rightRow, rightsBody } from "./user.schemas.js";

const NAME = { vi: "Tên vai trò", en: "Role name" };
const DESCRIPTION = { vi: "Mô tả", en: "Description" };
const USERS = { vi: "Người dùng áp dụng", en: "Users following it" };
const userId = (label: { vi: string; en: string }) =>
  z.uuid({ error: (issue) => (issue.input == null ? say.required(label) : say.invalid(label)) });

/** A role as the form sends it: its name, its rights and, when given, exactly who follows it. */
export const roleBody = z.object({
  name: z
    .string({ error: say.required(NAME) })
    .trim()
    .min(1, say.required(NAME))
    .max(100, say.tooLong(NAME, 100)),
  description: z.string().trim().max(500, say.tooLong(DESCRIPTION, 500)).nullish(),
  rights: rightsBody,
  user_ids: z
    .array(userId(USERS), { error: say.invalid(USERS) })
    .max(5000)
    .optional()
    .describe("Who follows the role after this call; left out, the followers stay as they are"),
});
export type RoleInput = z.infer<typeof roleBody>;

export const roleItem = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  user_count: z.number().int().describe("How many users follow the role"),
  updated_at: z.date(),
  updated_by: z.string().nullable(),
});

export const roleList = listOf(roleItem);

export const roleDetail = roleItem.extend({
  rights: z.array(rightRow).describe("The commands the role grants any right on"),
  users: z
    .array(z.object({ id: z.uuid(), user_name: z.string(), full_name: z.string() }))
    .describe("The users who follow the role"),
});

/** Which role the user follows from now on; null leaves the role and keeps the rights as they are. */
export const applyRoleBody = z.object({
  role_id: userId({ vi: "Vai trò", en: "Role" }).nullable(),
});

/** Whose rights to copy. */
export const copyRightsBody = z.object({
  source_user_id: userId({ vi: "Người dùng nguồn", en: "Source user" }),
});

export const roleOfUser = z
  .object({ id: z.uuid(), name: z.string() })
  .nullable()
  .describe("The role the user follows, if any");
