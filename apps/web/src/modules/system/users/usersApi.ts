import { api, type Query } from "@/platform/api";
import type { CommandRights } from "./rights";

/** A user as `GET system/users` lists it: never a password or its hash. */
export interface UserItem {
  id: string;
  user_name: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  is_admin: 0 | 1;
  status: boolean;
  saler: string | null;
  agent_id: string | null;
  /** Whether a call-center password is kept (it is never sent back). */
  agent_pass_set: boolean;
  /** Comma-joined branch codes (stored in user_rights.branchs). */
  branchs: string;
  employee_yn: number;
  employees: string;
  created_at: string;
  updated_at: string;
}

export interface UserDetail extends UserItem {
  rights: CommandRights[];
  /** The role the user follows: its changes rewrite the user's rights. */
  role: { id: string; name: string } | null;
  branch_list: { ma_dvcs: string; ten_dvcs: string; status: boolean }[];
}

/** What the user form sends; `password` on creation only, `agent_pass` only when typed. */
export interface UserInput {
  user_name: string;
  full_name: string;
  email?: string;
  phone?: string;
  password?: string;
  is_admin: boolean;
  status: boolean;
  branchs: string;
  employee_yn: boolean;
  employees: string;
  saler?: string;
  agent_id?: string;
  agent_pass?: string;
}

export interface ListAnswer<T> {
  items: T[];
  total: number;
}

/** Query keys of this screen family: invalidating `all` refreshes lists, details and rights. */
export const userKeys = {
  all: ["system", "users"] as const,
  list: ["system", "users", "list"] as const,
  detail: (id: string) => [...userKeys.all, "detail", id] as const,
  rights: (id: string) => [...userKeys.all, "rights", id] as const,
};

export const usersApi = {
  list: (query: Query, signal?: AbortSignal) => api.get<ListAnswer<UserItem>>("system/users", { query, signal }),
  get: (id: string) => api.get<UserDetail>(`system/users/${id}`),
  create: (input: UserInput) => api.post<UserItem>("system/users", input),
  update: (id: string, input: UserInput) => api.put<UserItem>(`system/users/${id}`, input),
  remove: (id: string) => api.delete<{ id: string }>(`system/users/${id}`),
  resetPassword: (id: string, password: string) =>
    api.put<{ message: string }>(`system/users/${id}/password`, { password }),
  rights: (id: string) => api.get<ListAnswer<CommandRights>>(`system/users/${id}/rights`),
  saveRights: (id: string, rights: CommandRights[]) =>
    api.put<ListAnswer<CommandRights>>(`system/users/${id}/rights`, rights),
};
