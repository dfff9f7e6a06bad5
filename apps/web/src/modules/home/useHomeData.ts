import { useCallback, useEffect, useState } from "react";
import { fetchUserInfo, type UserInfo } from "../../app/auth/authApi";
import { ApiError } from "../../platform/api";
import { fetchServerTime, type ServerTime } from "../../platform/serverTime";
import { clearTokens } from "../../platform/session";

export interface HomeData {
  user?: UserInfo;
  serverTime?: ServerTime;
  loading: boolean;
  error?: string;
  reload: () => void;
}

/**
 * The signed-in user and the server clock. A 401 means the session is gone: the tokens are
 * cleared, and the route guard then sends the user to sign in (token refresh comes later).
 */
export function useHomeData(): HomeData {
  const [user, setUser] = useState<UserInfo>();
  const [serverTime, setServerTime] = useState<ServerTime>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // A new attempt ("Thử lại") runs the calls again.
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    Promise.all([fetchUserInfo(controller.signal), fetchServerTime(controller.signal)])
      .then(([info, time]) => {
        setUser(info);
        setServerTime(time);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 401) {
          clearTokens();
          return;
        }
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { user, serverTime, loading, error, reload };
}
