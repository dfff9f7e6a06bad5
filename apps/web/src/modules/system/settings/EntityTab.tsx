import { Flex, Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { api } from "@/platform/api";
import { EntityListPage, useEntityDefinitions } from "@/platform/entity";
import { useSession } from "@/platform/session/sessionStore";
import type { Dictionary, List, StatusSetting } from "@/platform/session/types";

/** The start-up lists these tabs edit: reloaded after a change, so the app uses the new entries at once. */
const SESSION_LISTS: Record<string, () => Promise<void>> = {
  dictionary: async () => {
    const { items } = await api.get<List<Dictionary>>("system/dictionaries/lookup");
    useSession.setState({ dictionaries: items });
  },
  stt: async () => {
    const { items } = await api.get<List<StatusSetting>>("system/stt/lookup");
    useSession.setState({ stt: items });
  },
};

/** A settings tab that is the generic list of a served entity (dictionaries, document statuses). */
export function EntityTab({ name }: { name: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useEntityDefinitions();
  if (isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  const definition = data?.find((d) => d.name === name);
  if (!definition) return <Result status="info" title={t("system.settings.notAvailable")} />;
  const reload = SESSION_LISTS[name];
  return <EntityListPage key={definition.name} definition={definition} onChanged={reload} />;
}
