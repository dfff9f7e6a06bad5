import { z } from "zod";

const required = (field: string) =>
  z
    .string({ error: `${field} là bắt buộc` })
    .trim()
    .min(1, `${field} là bắt buộc`);

export const loginBody = z.object({
  user_name: required("Tên đăng nhập").max(100),
  password: z.string({ error: "Mật khẩu là bắt buộc" }).min(1, "Mật khẩu là bắt buộc").max(200),
  system_type: z.string().max(50).optional(),
  login_type: z.string().max(50).optional(),
});

export const refreshBody = z.object({
  access_token: z.string().max(4000).optional(),
  refresh_token: required("Mã làm mới phiên").max(200),
});

export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().describe("Seconds until the access token expires"),
});

const codes = z.array(z.string());

export const userInfo = z.object({
  id: z.string(),
  user_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  is_admin: z.union([z.literal(0), z.literal(1)]),
  r_access: codes,
  r_read: codes,
  r_add: codes,
  r_edit: codes,
  r_del: codes,
  r_print: codes,
  user_rights: z.object({ branchs: z.string(), employee_yn: z.number(), employees: z.string() }),
  saler: z.string().nullable(),
  agent_id: z.string().nullable(),
  agent_pass: z.string().nullable(),
  user_configs: z.array(z.object({ name: z.string(), value: z.string() })),
});

export const messageOnly = z.object({ message: z.string() });
