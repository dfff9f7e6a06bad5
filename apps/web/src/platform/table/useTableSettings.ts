import type { PageSize } from "@sen/core";
import { useCallback, useMemo } from "react";
import { api } from "@/platform/api";
import { i18n } from "@/platform/i18n";
import { useSession } from "@/platform/session/sessionStore";
import { parseTableSettings, settingsConfigName, type TableSettings } from "./tableSettings";

interface UserConfig {
  name: string;
  value: string;
}

/** Puts a config into the session's copy, so that every table reading it follows at once. */
function keepInSession(saved: UserConfig) {
  useSession.setState((s) =>
    s.user
      ? { user: { ...s.user, user_configs: [...s.user.user_configs.filter((c) => c.name !== saved.name), saved] } }
      : {},
  );
}

const stored = (name: string) => useSession.getState().user?.user_configs.find((c) => c.name === name)?.value;

/**
 * A table's saved settings, from the session's `user_configs` (loaded with auth/user-info), and how to save
 * them for the user (`PUT user/configs/table.<key>`); the session's copy follows, so they apply at once.
 * Columns, density and the remembered page size share the one config: each save keeps what it does not change.
 */
export function useTableSettings(settingsKey: string | undefined) {
  const name = settingsKey ? settingsConfigName(settingsKey) : undefined;
  const value = useSession((s) => s.user?.user_configs.find((c) => c.name === name)?.value);
  const settings = useMemo(() => parseTableSettings(value), [value]);

  const save = useCallback(
    async (changes: Partial<TableSettings>) => {
      if (!name) throw new Error(i18n.t("table.noSettingsKey"));
      const next: TableSettings = { columns: [], ...parseTableSettings(stored(name)), ...changes };
      const saved = await api.put<UserConfig>(`user/configs/${encodeURIComponent(name)}`, {
        value: JSON.stringify(next),
      });
      keepInSession(saved);
    },
    [name],
  );

  /**
   * The page size just picked becomes the table's default at once (the list must not jump back while the
   * server answers); saving it is best effort: if it fails, it is still kept until the next sign-in.
   */
  const rememberPageSize = useCallback(
    (pageSize: PageSize) => {
      if (!name) return;
      const next: TableSettings = { columns: [], ...parseTableSettings(stored(name)), pageSize };
      const value = JSON.stringify(next);
      keepInSession({ name, value });
      api.put<UserConfig>(`user/configs/${encodeURIComponent(name)}`, { value }).catch(() => undefined);
    },
    [name],
  );

  return { settings, save, rememberPageSize };
}
