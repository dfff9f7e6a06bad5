import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ConfigsTab } from "./ConfigsTab";
import { EntityTab } from "./EntityTab";
import { MenuTab } from "./MenuTab";

const TABS = ["params", "menu", "dictionaries", "stt"] as const;
type Tab = (typeof TABS)[number];

/**
 * /system/settings: system parameters, the menu, dictionaries and document statuses. The open tab is
 * in the page query (`tab`), so reload and links keep it; changing tab drops the other tab's list state.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: Tab = TABS.find((name) => name === asked) ?? "params";
  return (
    <Tabs
      activeKey={tab}
      onChange={(next) => setParams(next === "params" ? {} : { tab: next })}
      destroyOnHidden
      items={[
        { key: "params", label: t("system.settings.params"), children: <ConfigsTab /> },
        { key: "menu", label: t("system.settings.menu"), children: <MenuTab /> },
        { key: "dictionaries", label: t("system.settings.dictionaries"), children: <EntityTab name="dictionary" /> },
        { key: "stt", label: t("system.settings.stt"), children: <EntityTab name="stt" /> },
      ]}
    />
  );
}
