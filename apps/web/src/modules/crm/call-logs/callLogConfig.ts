import { configIsTrue, DEFAULT_CALLLOG_STATUSES, KNOWN_CONFIGS } from "@sen/core";

interface ConfigEntry {
  name: string;
  value: string;
}

export interface CallLogConfig {
  /** `crm_calllog_status`: the statuses a call may have, in the order the tenant listed them. */
  statuses: string[];
  /** `crm_calllog_force_task`: a call is saved with its follow-up appointment. */
  forceTask: boolean;
}

const configValue = (configs: readonly ConfigEntry[] | undefined, name: string) =>
  configs?.find((c) => c.name === name)?.value ?? KNOWN_CONFIGS.find((c) => c.name === name)?.default;

function statusList(value: string | undefined): string[] {
  try {
    const list: unknown = JSON.parse(value ?? "");
    if (Array.isArray(list)) {
      return list.filter((s) => typeof s === "string" || typeof s === "number").map((s) => String(s).trim());
    }
  } catch {
    // A list that does not parse: the server keeps the defaults too.
  }
  return [...DEFAULT_CALLLOG_STATUSES];
}

/** The call-log configs as the session loaded them, their defaults when missing (as the server reads them). */
export function callLogConfig(configs: readonly ConfigEntry[] | undefined): CallLogConfig {
  return {
    statuses: statusList(configValue(configs, "crm_calllog_status")),
    forceTask: configIsTrue(configValue(configs, "crm_calllog_force_task")),
  };
}

const STATUS_COLOURS = ["green", "default", "orange", "red", "blue", "purple", "cyan", "magenta", "gold", "lime"];

/** A status's tag colour: by its place in the tenant's list, so each status keeps one colour everywhere. */
export function statusColour(statuses: readonly string[], status: string): string {
  const at = statuses.indexOf(status);
  return at < 0 ? "default" : (STATUS_COLOURS[at % STATUS_COLOURS.length] ?? "default");
}
