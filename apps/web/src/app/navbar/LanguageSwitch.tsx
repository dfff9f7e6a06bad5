import { GlobalOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { LazyDropdown } from "../../platform/LazyOverlays";
import { usePreferences } from "../layout/preferencesStore";

const LABELS = { vi: "Tiếng Việt", en: "English" } as const;

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  return (
    <LazyDropdown
      trigger={["click"]}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: (["vi", "en"] as const).map((code) => ({ key: code, label: LABELS[code] })),
        onClick: ({ key }) => setLanguage(key === "en" ? "en" : "vi"),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t("navbar.language")} data-testid="language-switch">
        {language.toUpperCase()}
      </Button>
    </LazyDropdown>
  );
}
