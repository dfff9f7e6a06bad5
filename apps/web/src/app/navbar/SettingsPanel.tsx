import { Button, ColorPicker, Drawer, Flex, Segmented, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DEFAULT_PRIMARY, type LayoutMode, type ThemeMode, usePreferences } from "../layout/preferencesStore";

const PRESETS = [DEFAULT_PRIMARY, "#1677ff", "#13a8a8", "#389e0d", "#d46b08", "#722ed1", "#cf1322"];

/** The settings drawer's content: theme, layout, primary colour. */
export function SettingsPanel({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { layout, theme, primaryColor, setLayout, setTheme, setPrimaryColor, reset } = usePreferences();
  return (
    <Drawer title={t("navbar.settings")} open={open} onClose={() => setOpen(false)} size={360}>
      <Flex vertical gap={20}>
        <Flex vertical gap={8}>
          <Typography.Text strong>{t("settings.theme")}</Typography.Text>
          <Segmented<ThemeMode>
            block
            value={theme}
            onChange={setTheme}
            options={[
              { value: "light", label: t("settings.light") },
              { value: "semi-dark", label: t("settings.semiDark") },
              { value: "dark", label: t("settings.dark") },
            ]}
          />
        </Flex>
        <Flex vertical gap={8}>
          <Typography.Text strong>{t("settings.layout")}</Typography.Text>
          <Segmented<LayoutMode>
            block
            value={layout}
            onChange={setLayout}
            options={[
              { value: "horizontal", label: t("settings.horizontal") },
              { value: "vertical", label: t("settings.vertical") },
            ]}
          />
        </Flex>
        <Flex vertical gap={8}>
          <Typography.Text strong>{t("settings.primaryColor")}</Typography.Text>
          <Flex gap={8} wrap>
            {PRESETS.map((color) => (
              <Button
                key={color}
                shape="circle"
                aria-label={color}
                onClick={() => setPrimaryColor(color)}
                style={{
                  background: color,
                  outline: color === primaryColor ? `2px solid ${color}` : undefined,
                  outlineOffset: 2,
                }}
              />
            ))}
            <ColorPicker
              value={primaryColor}
              onChangeComplete={(c) => setPrimaryColor(c.toHexString())}
              disabledAlpha
            />
          </Flex>
        </Flex>
        <Button onClick={reset}>{t("settings.reset")}</Button>
      </Flex>
    </Drawer>
  );
}
