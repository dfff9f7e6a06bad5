import { Flex, Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { EntityListPage, useEntityDefinitions } from "@/platform/entity";

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
  return <EntityListPage key={definition.name} definition={definition} />;
}
