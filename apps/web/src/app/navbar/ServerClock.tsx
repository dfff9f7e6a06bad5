import { ClockCircleOutlined } from "@ant-design/icons";
import { SERVER_TIME_TICK_MS } from "@sen/core";
import { theme } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "../../platform/dates";
import { useSession } from "../../platform/session/sessionStore";

/** The server time (not the device's clock), fetched at start-up, then advanced by one minute every 60 seconds. */
function useServerClock(): number | undefined {
  const fetched = useSession((s) => s.serverTime);
  const [now, setNow] = useState(fetched);
  useEffect(() => {
    setNow(fetched);
    if (fetched === undefined) return;
    const timer = setInterval(() => setNow((value) => (value ?? fetched) + 60_000), SERVER_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, [fetched]);
  return now;
}

export function ServerClock() {
  const { t } = useTranslation();
  const now = useServerClock();
  const { token } = theme.useToken();
  if (now === undefined) return null;
  // The browser's own tooltip: antd's Tooltip and Typography bring the form library into every signed-in page.
  return (
    <span
      title={t("navbar.serverTime")}
      data-testid="server-clock"
      style={{ whiteSpace: "nowrap", color: token.colorTextSecondary }}
    >
      <ClockCircleOutlined /> {dayjs(now).tz("Asia/Ho_Chi_Minh").format("DD/MM/YYYY HH:mm")}
    </span>
  );
}
