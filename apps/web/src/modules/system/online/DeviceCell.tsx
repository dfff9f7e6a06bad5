import { DesktopOutlined, MobileOutlined } from "@ant-design/icons";
import { Space, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { describeUserAgent } from "./userAgent";

/** Browser and system of a session, with a phone or computer icon; the raw header on hover. */
export function DeviceCell({ userAgent }: { userAgent: string }) {
  const { t } = useTranslation();
  const device = describeUserAgent(userAgent);
  const text = [device.browser, device.os].filter(Boolean).join(" · ") || userAgent || "—";
  return (
    <Tooltip title={userAgent || undefined}>
      <Space size={6}>
        {device.mobile ? (
          <MobileOutlined aria-label={t("system.online.phone")} />
        ) : (
          <DesktopOutlined aria-label={t("system.online.computer")} />
        )}
        <span>{text}</span>
      </Space>
    </Tooltip>
  );
}
