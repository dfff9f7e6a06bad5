import { isAdmin, splitCodes } from "@sen/core";
import { api } from "../api";
import { i18n } from "../i18n";
import { fetchUserInfo } from "./authApi";
import type {
  Branch,
  CallCenterProvider,
  Command,
  ConfigEntry,
  Dictionary,
  List,
  ServerTime,
  SessionData,
  StatusSetting,
  UserInfo,
} from "./types";

/** A loading step failed: the message is shown and the credentials are deleted. */
export class SessionLoadError extends Error {}

const items = <T>(path: string) => api.get<List<T>>(path).then((list) => list.items);

/**
 * Step one: user info, configuration, dictionaries and server time. The lookups answer every
 * row in use at once (`system/branchs` itself is the paged list of the branches screen).
 */
async function stepOne() {
  const [user, configs, dictionaries, time] = await Promise.all([
    fetchUserInfo(),
    items<ConfigEntry>("system/configs"),
    items<Dictionary>("system/dictionaries/lookup"),
    api.get<ServerTime>("system/server-time"),
  ]);
  if (!user?.user_name) throw new SessionLoadError(i18n.t("session.noUser"));
  return { user, configs, dictionaries, serverTime: time.timestamp };
}

/** Step two: branches (sorted by ma_dvcs), commands, stt data and call-center providers. */
async function stepTwo(user: UserInfo) {
  const [branches, commands, stt, providers] = await Promise.all([
    items<Branch>("system/branchs/lookup"),
    items<Command>("system/command"),
    items<StatusSetting>("system/stt/lookup"),
    items<CallCenterProvider>("call-center/providers"),
  ]);
  if (branches.length === 0) throw new SessionLoadError(i18n.t("session.noBranches"));
  const granted = splitCodes(user.user_rights.branchs);
  if (!isAdmin(user) && !branches.some((b) => granted.includes(b.ma_dvcs))) {
    throw new SessionLoadError(i18n.t("session.noUnit"));
  }
  branches.sort((a, b) => a.ma_dvcs.localeCompare(b.ma_dvcs));
  return { branches, commands, stt, providers };
}

export async function loadSession(): Promise<SessionData> {
  const one = await stepOne();
  const two = await stepTwo(one.user);
  return { ...one, ...two };
}
