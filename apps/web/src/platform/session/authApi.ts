import { api } from "../api";
import type { TokenPair } from "./tokens";

export interface LoginInput {
  user_name: string;
  password: string;
}

/** The signed-in user, as `auth/user-info` answers. */
export interface UserInfo {
  id: string;
  user_name: string;
  full_name: string;
  email: string | null;
  is_admin: 0 | 1;
  r_access: string[];
  r_read: string[];
  r_add: string[];
  r_edit: string[];
  r_del: string[];
  r_print: string[];
  user_rights: { branchs: string; employee_yn: number; employees: string };
  saler: string | null;
  agent_id: string | null;
  agent_pass: string | null;
  user_configs: { name: string; value: string }[];
}

export function login(input: LoginInput): Promise<TokenPair> {
  return api.post<TokenPair>("auth/login", { ...input, system_type: "web", login_type: "password" });
}

/** Null when the server no longer knows the user; the app then says 'Không tìm thấy thông tin nhân viên bán hàng'. */
export function fetchUserInfo(): Promise<UserInfo | null> {
  return api.post<UserInfo | null>("auth/user-info");
}

export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>("auth/logout");
}
