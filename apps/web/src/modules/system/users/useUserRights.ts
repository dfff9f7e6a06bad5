import { useMemo, useState } from "react";
import { type RightsMap, toRightsList, toRightsMap } from "./rights";
import { rolesApi } from "./rolesApi";
import { type UserDetail, usersApi } from "./usersApi";

type RoleRef = { id: string; name: string } | null;

/**
 * The rights of the user form: the user's own, or a role's while the user follows it. Editing a cell
 * takes the user off the role (`detachedFrom` names it, for the form to say so before saving).
 */
export function useUserRights(user?: UserDetail) {
  const initial = useMemo(() => toRightsMap(user?.rights ?? []), [user]);
  const initialRole: RoleRef = user?.role ?? null;
  const [rights, setRights] = useState<RightsMap>(initial);
  const [role, setRole] = useState<RoleRef>(initialRole);
  const [detachedFrom, setDetachedFrom] = useState<string | null>(null);

  const edit = (next: RightsMap) => {
    setRights(next);
    if (role) setDetachedFrom(role.name);
    setRole(null);
  };
  const take = (nextRights: RightsMap, nextRole: RoleRef) => {
    setRights(nextRights);
    setRole(nextRole);
    setDetachedFrom(null);
  };
  /** Shows the role's rights; null keeps the rights shown, as the user's own. */
  const chooseRole = async (roleId: string | null) => {
    if (!roleId) return setRole(null);
    const detail = await rolesApi.get(roleId);
    take(toRightsMap(detail.rights), { id: detail.id, name: detail.name });
  };
  /** Shows another user's rights and the role they follow, as the server's copy would give them. */
  const copyFrom = async (userId: string) => {
    const source = await usersApi.get(userId);
    take(toRightsMap(source.rights), source.role);
    return source;
  };

  const rightsChanged = JSON.stringify(toRightsList(rights)) !== JSON.stringify(toRightsList(initial));
  /** After the user itself is saved: the role they now follow, or their own rights, if either changed. */
  const persist = async (userId: string) => {
    if (role && role.id !== initialRole?.id) return rolesApi.apply(userId, role.id);
    if (role) return undefined;
    if (rightsChanged) return usersApi.saveRights(userId, toRightsList(rights));
    if (initialRole) return rolesApi.apply(userId, null);
    return undefined;
  };

  return { initial, rights, role, detachedFrom, edit, chooseRole, copyFrom, persist };
}
