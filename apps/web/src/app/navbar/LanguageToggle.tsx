import { GlobalOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../layout/preferencesStore";

/**
 * The sign-in page's language switch: one button naming the other language. With two languages a
 * click is enough, and the page does not load the dropdown menu the navbar's switch uses.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  const other = language === "en" ? "vi" : "en";
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      onClick={() => setLanguage(other)}
      aria-label={t("navbar.language")}
      lang={other}
      data-testid="language-toggle"
    >
      {other === "en" ? "English" : "Tiếng Việt"}
    </Button>
  );
}
