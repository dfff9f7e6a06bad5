import { CalendarOutlined, PhoneOutlined } from "@ant-design/icons";
import { callLogEntity, hasRight } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EntityForm } from "@/platform/entity";
import { useEntityNamed } from "@/platform/entity/useEntityDefinitions";
import { useSession } from "@/platform/session/sessionStore";
import { CallLogForm } from "../../call-logs/form/CallLogForm";
import { type Partner, partnerKeys } from "../partnersApi";

type Activity = "task" | "call";

/**
 * 'Thêm lịch hẹn' (the generic appointment form) and 'Ghi cuộc gọi' (the call-log module's form, with its
 * follow-up appointment when `crm_calllog_force_task` is on), both with this partner already chosen; the timeline
 * shows the new activity once saved. Each button needs the right to add on its list.
 */
export function QuickActivityButtons({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const task = useEntityNamed("task");
  const [open, setOpen] = useState<Activity>();
  const chosen = useMemo(
    () => ({ ma_kh: partner.ma_kh ?? "", ten_kh: partner.ten_kh }),
    [partner.ma_kh, partner.ten_kh],
  );
  const call = useMemo(() => ({ ...chosen, phone: partner.phone ?? undefined }), [chosen, partner.phone]);

  const mayAdd = (command?: string) => Boolean(command && user && hasRight(user, command, "add"));
  const close = () => setOpen(undefined);
  const saved = () => {
    close();
    void queryClient.invalidateQueries({ queryKey: partnerKeys.timeline(partner.id) });
  };

  return (
    <>
      {mayAdd(task?.command) && (
        <Button icon={<CalendarOutlined />} onClick={() => setOpen("task")} data-testid="quick-task">
          {t("crmPartners.profile.addTask")}
        </Button>
      )}
      {mayAdd(callLogEntity.command) && (
        <Button icon={<PhoneOutlined />} onClick={() => setOpen("call")} data-testid="quick-call">
          {t("crmPartners.profile.addCall")}
        </Button>
      )}
      {open === "task" && task && <EntityForm definition={task} defaults={chosen} onClose={close} onSaved={saved} />}
      {open === "call" && <CallLogForm partner={call} onClose={close} onSaved={saved} />}
    </>
  );
}
