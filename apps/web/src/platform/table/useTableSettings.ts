import { useCallback, useMemo } from "react";
import { api } from "@/platform/api";
import { i18n } from "@/platform/i18n";
import { useSession } from "@/platform/session/sessionStore";
import { parseTableSettings, settingsConfigName, type TableSettings } from "./tableSettings";

interface UserConfig {
  name: string;
  value: string;
}

/**
 * A table's saved settings, from the session's `user_configs` (loaded with auth/user-info), and how to save
 * them for the user (`PUT user/configs/table.<key>`); the session's copy follows, so they apply at once.
 */
export function useTableSettings(settingsKey: string | undefined) {
  const name = settingsKey ? settingsConfigName(settingsKey) : undefined;
  const stored = useSession((s) => s.user?.user_configs.find((c) => c.name === name)?.value);
  const settings = useMemo(() => parseTableSettings(stored), [stored]);

  const save = useCallback(
    async (next: TableSettings) => {
      if (!name) throw new Error(i18n.t("table.noSettingsKey"));
      const saved = await api.put<UserConfig>(`user/configs/${encodeURIComponent(name)}`, {
        value: JSON.stringify(next),
      });
      useSession.setState((s) =>
        s.user
          ? { user: { ...s.user, user_configs: [...s.user.user_configs.filter((c) => c.name !== name), saved] } }
          : {},
      );
    },
    [name],
  );

  return { settings, save };
}
