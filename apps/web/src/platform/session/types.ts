import type { UserInfo } from "./authApi";

export type { UserInfo };

export interface List<T> {
  items: T[];
  total: number;
}

/** A menu command: `command` is the route path prefix it grants. */
export interface Command {
  id: string;
  menu_id: string;
  menu_id0: string | null;
  command: string | null;
  title: string;
  title_en: string | null;
  icon: string | null;
  sort: number;
}

export interface ConfigEntry {
  name: string;
  group: string;
  value: string;
  type: string;
}

/** A branch as `system/branchs/lookup` gives it to every user (the branch picker). */
export interface Branch {
  id: string;
  ma_dvcs: string;
  ten_dvcs: string;
  ten_dvcs_en: string | null;
}

export interface Dictionary {
  id: string;
  ma_tudien: string;
  ten_tudien: string;
  ten_tudien_en?: string | null;
  group?: string;
}

export interface StatusSetting {
  id: string;
  ma_ct: string;
  status: string;
  ten_stt: string;
  ten_stt_en?: string | null;
  color?: string | null;
}

export interface CallCenterProvider {
  id: string;
  code: string;
  name: string;
  enable: boolean;
}

export interface ServerTime {
  /** ISO 8601, UTC. */
  server_time: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  time_zone: string;
}

export interface SessionData {
  user: UserInfo;
  configs: ConfigEntry[];
  dictionaries: Dictionary[];
  serverTime: number;
  branches: Branch[];
  commands: Command[];
  stt: StatusSetting[];
  providers: CallCenterProvider[];
}
