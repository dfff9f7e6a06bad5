import { LogoutOutlined } from "@ant-design/icons";
import { hasRight } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Space, Tag } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/platform/session/sessionStore";
import { actionsColumn, type DataColumn, DataTable, type FetchPage } from "@/platform/table";
import { useFeedback } from "@/platform/useFeedback";
import { localPage } from "../lists/localPage";
import { DeviceCell } from "./DeviceCell";
import { type OnlineSession, onlineApi, onlineKeys } from "./onlineApi";

const REFRESH_MS = 30_000;

const fetchPage: FetchPage<OnlineSession> = async (query, signal) =>
  localPage(await onlineApi.list(signal), query, (s) => `${s.user_name} ${s.full_name} ${s.ip} ${s.user_agent}`);

/**
 * /system/online: the live sessions, the caller's own marked; 'Đăng xuất tất cả' ends every other
 * session, 'Đăng xuất' on a row ends that user's sessions from that address. Refreshed every 30 s.
 */
export function OnlineUsersPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const canEdit = useSession((s) => Boolean(s.user && hasRight(s.user, "system.online", "edit")));

  useEffect(() => {
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: onlineKeys.all }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient]);

  const run = async (call: () => Promise<{ message: string }>) => {
    try {
      const { message } = await call();
      feedback.success(message);
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    }
    await queryClient.invalidateQueries({ queryKey: onlineKeys.all });
  };

  const columns: DataColumn<OnlineSession>[] = [
    {
      key: "user_name",
      title: t("system.online.user"),
      sortable: true,
      render: (s) => (
        <Space size={6} wrap>
          <span>{s.user_name}</span>
          {s.is_current && <Tag color="processing">{t("system.online.you")}</Tag>}
        </Space>
      ),
      exportValue: (s) => s.user_name,
    },
    { key: "full_name", title: t("system.online.fullName"), sortable: true },
    { key: "ip", title: t("system.online.ip"), sortable: true },
    {
      key: "user_agent",
      title: t("system.online.device"),
      render: (s) => <DeviceCell userAgent={s.user_agent} />,
    },
    { key: "started_at", title: t("system.online.startedAt"), kind: "datetime", sortable: true },
    { key: "last_seen_at", title: t("system.online.lastSeenAt"), kind: "datetime", sortable: true },
    ...(canEdit
      ? [
          actionsColumn(
            t("system.common.actions"),
            (s: OnlineSession) =>
              !s.is_current && (
                <Button
                  size="small"
                  danger
                  icon={<LogoutOutlined />}
                  onClick={() =>
                    feedback.confirm(t("system.online.confirmOne", { user: s.user_name, ip: s.ip }), () =>
                      run(() => onlineApi.logoutOne(s.user_id, s.ip)),
                    )
                  }
                >
                  {t("system.online.logoutOne")}
                </Button>
              ),
          ),
        ]
      : []),
  ];

  return (
    <DataTable<OnlineSession>
      columns={columns}
      rowKey="id"
      fetchPage={fetchPage}
      queryKey={onlineKeys.all}
      settingsKey="system.online"
      emptyText={t("system.online.empty")}
      exportName="nguoi-dung-truc-tuyen"
      toolbar={
        canEdit && (
          <Button
            danger
            icon={<LogoutOutlined />}
            onClick={() => feedback.confirm(t("system.online.confirmAll"), () => run(onlineApi.logoutAll))}
          >
            {t("system.online.logoutAll")}
          </Button>
        )
      }
    />
  );
}
