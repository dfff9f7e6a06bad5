import { api } from "@/platform/api";
import type { CommandRights } from "./rights";
import type { ListAnswer } from "./usersApi";

/** A role (vai trò) as `GET system/roles` lists it. */
export interface RoleItem {
  id: string;
  name: string;
  description: string | null;
  /** How many users follow it. */
  user_count: number;
  updated_at: string;
  updated_by: string | null;
}

export interface RoleDetail extends RoleItem {
  rights: CommandRights[];
  users: { id: string; user_name: string; full_name: string }[];
}

/** What the role form sends: `user_ids` are exactly the users who follow it afterwards. */
export interface RoleInput {
  name: string;
  description?: string | null;
  rights: CommandRights[];
  user_ids?: string[];
}

/** A user's rights after taking a role or copying them, with the role they now follow. */
export interface RightsWithRole extends ListAnswer<CommandRights> {
  role: { id: string; name: string } | null;
}

export const roleKeys = {
  all: ["system", "roles"] as const,
  detail: (id: string) => [...roleKeys.all, "detail", id] as const,
};

export const rolesApi = {
  list: () => api.get<ListAnswer<RoleItem>>("system/roles"),
  get: (id: string) => api.get<RoleDetail>(`system/roles/${id}`),
  create: (input: RoleInput) => api.post<RoleDetail>("system/roles", input),
  update: (id: string, input: RoleInput) => api.put<RoleDetail>(`system/roles/${id}`, input),
  remove: (id: string) => api.delete<{ id: string }>(`system/roles/${id}`),
  /** The user follows the role (its rights become theirs); null leaves it, keeping the rights. */
  apply: (userId: string, roleId: string | null) =>
    api.put<RightsWithRole>(`system/users/${userId}/role`, { role_id: roleId }),
  /** Another user's rights (and the role they follow), not their branches. */
  copyRights: (userId: string, sourceUserId: string) =>
    api.post<RightsWithRole>(`system/users/${userId}/rights/copy`, { source_user_id: sourceUserId }),
};
