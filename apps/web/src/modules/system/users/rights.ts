import { RIGHTS } from "@sen/core";

/** The six rights a user holds on each menu command, as the API names them, in the editor's column order. */
export const RIGHT_KEYS = RIGHTS.map((right) => `r_${right}` as const);
export type RightKey = (typeof RIGHT_KEYS)[number];
export type RightFlags = Record<RightKey, boolean>;

/** One command's rights as `GET/PUT system/users/{id}/rights` carry them. */
export interface CommandRights extends RightFlags {
  menu_id: string;
}

/** Rights by menu_id. */
export type RightsMap = Readonly<Record<string, RightFlags>>;

export const NO_RIGHTS: RightFlags = Object.freeze({
  r_access: false,
  r_read: false,
  r_add: false,
  r_edit: false,
  r_del: false,
  r_print: false,
});

export function toRightsMap(list: readonly CommandRights[]): RightsMap {
  return Object.fromEntries(list.map(({ menu_id, ...flags }) => [menu_id, { ...NO_RIGHTS, ...flags }]));
}

/** The commands holding at least one right: what the PUT sends (it replaces the whole set). */
export function toRightsList(map: RightsMap): CommandRights[] {
  return Object.entries(map)
    .filter(([, flags]) => RIGHT_KEYS.some((key) => flags[key]))
    .map(([menu_id, flags]) => ({ menu_id, ...NO_RIGHTS, ...flags }));
}

export type CellState = "all" | "some" | "none";

/** Whether the commands `ids` hold `rights`: all of them, some, or none (an empty set counts as none). */
export function rightsState(map: RightsMap, ids: readonly string[], rights: readonly RightKey[]): CellState {
  let on = 0;
  for (const id of ids) for (const key of rights) if (map[id]?.[key]) on += 1;
  if (on === 0) return "none";
  return on === ids.length * rights.length ? "all" : "some";
}

/** Which cells the editor may change (someone who is no administrator grants only what they hold). */
export type CanChange = (menuId: string, right: RightKey) => boolean;

const anything: CanChange = () => true;

/** Sets `rights` to `value` on every command of `ids` where `can` allows it; the rest stays as it was. */
export function setRights(
  map: RightsMap,
  ids: readonly string[],
  rights: readonly RightKey[],
  value: boolean,
  can: CanChange = anything,
) {
  const next: Record<string, RightFlags> = { ...map };
  for (const id of ids) {
    const flags = { ...NO_RIGHTS, ...next[id] };
    for (const key of rights) if (can(id, key)) flags[key] = value;
    next[id] = flags;
  }
  return next;
}

/**
 * Ticks every changeable cell unless they are all ticked already, in which case it clears them
 * (the usual toggle-all).
 */
export function toggleRights(
  map: RightsMap,
  ids: readonly string[],
  rights: readonly RightKey[],
  can: CanChange = anything,
) {
  const allOn = ids.every((id) => rights.every((key) => !can(id, key) || map[id]?.[key]));
  return setRights(map, ids, rights, !allOn, can);
}
