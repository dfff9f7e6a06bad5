import { ClockCircleOutlined } from "@ant-design/icons";
import { SERVER_TIME_TICK_MS } from "@sen/core";
import { Tooltip, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "../../platform/dates";
import { useSession } from "../../platform/session/sessionStore";

/** Spec 4: the server time, fetched at start-up, then advanced by one minute every 60 seconds. */
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
  if (now === undefined) return null;
  return (
    <Tooltip title={t("navbar.serverTime")}>
      <Typography.Text type="secondary" data-testid="server-clock" style={{ whiteSpace: "nowrap" }}>
        <ClockCircleOutlined /> {dayjs(now).tz("Asia/Ho_Chi_Minh").format("DD/MM/YYYY HH:mm")}
      </Typography.Text>
    </Tooltip>
  );
}
