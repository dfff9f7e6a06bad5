import { App as AntApp, theme as antTheme, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import viVN from "antd/locale/vi_VN";
import type { ReactNode } from "react";
import { dayjs } from "../../platform/dates";
import { usePreferences } from "./preferencesStore";

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** antd's theme and locale from the user's preferences: light, dark or semi-dark, their colour, their language. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { theme, primaryColor, language } = usePreferences();
  dayjs.locale(language);
  return (
    <ConfigProvider
      locale={language === "en" ? enUS : viVN}
      theme={{
        algorithm: theme === "dark" ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
        token: { colorPrimary: primaryColor, borderRadius: 8, fontFamily: FONT },
      }}
    >
      <AntApp style={{ minHeight: "100%" }}>{children}</AntApp>
    </ConfigProvider>
  );
}
