import { useEffect, useState } from "react";
import { SERVER_TIME_TICK_MS, type ServerTime } from "./serverTime";

/** The server's clock in milliseconds, moved on one minute a minute after it was fetched (spec 4). */
export function useServerClock(fetched: ServerTime | undefined): number | undefined {
  const [now, setNow] = useState(fetched?.timestamp);
  useEffect(() => {
    setNow(fetched?.timestamp);
    if (!fetched) return;
    const timer = setInterval(() => setNow((value) => (value ?? fetched.timestamp) + 60_000), SERVER_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, [fetched]);
  return now;
}
