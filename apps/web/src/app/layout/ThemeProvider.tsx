import { theme as antTheme, ConfigProvider } from "antd";
// The ES module builds: "antd/locale/*" are CommonJS and bring CommonJS copies of the picker locales.
import enUS from "antd/es/locale/en_US";
import viVN from "antd/es/locale/vi_VN";
import type { ReactNode } from "react";
import { dayjs } from "../../platform/dates";
import { FeedbackProvider } from "../../platform/FeedbackProvider";
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
      <FeedbackProvider>
        <AppText>{children}</AppText>
      </FeedbackProvider>
    </ConfigProvider>
  );
}

/** The text style antd's App component would give the page, without its toasts and dialogs (loaded on first use). */
function AppText({ children }: { children: ReactNode }) {
  const { token } = antTheme.useToken();
  return (
    <div
      style={{
        minHeight: "100%",
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
