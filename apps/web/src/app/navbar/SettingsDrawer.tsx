import { SettingOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { reloadOnChunkError } from "../../platform/routing/chunkReload";

// The colour picker and the rest of the drawer load on the first click, not with every signed-in page.
const SettingsPanel = lazy(
  reloadOnChunkError(() => import("./SettingsPanel").then((m) => ({ default: m.SettingsPanel }))),
);

/** Layout, theme and primary colour, saved in this browser. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so that the drawer can close with its animation.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<SettingOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={t("navbar.settings")}
        data-testid="settings"
      />
      {opened && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
