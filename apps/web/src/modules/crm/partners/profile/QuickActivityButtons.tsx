import { CalendarOutlined, PhoneOutlined } from "@ant-design/icons";
import { type EntityDefinition, hasRight } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/app/session/sessionStore";
import { EntityForm, useEntityDefinitions } from "@/platform/entity";
import { ReferencePrefill } from "@/platform/entity/inputs/ReferencePrefill";
import { type Partner, partnerKeys } from "../partnersApi";

/** The activities a profile starts with one click, by definition name. */
const QUICK = [
  { entity: "task", icon: <CalendarOutlined />, text: "crmPartners.profile.addTask", testId: "quick-task" },
  { entity: "call-log", icon: <PhoneOutlined />, text: "crmPartners.profile.addCall", testId: "quick-call" },
] as const;

/**
 * 'Thêm lịch hẹn' and 'Ghi cuộc gọi': the generic form of an appointment or a call log with this partner already
 * chosen; the timeline shows the new activity once saved. Each button needs the right to add on its list.
 */
export function QuickActivityButtons({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const { data: definitions } = useEntityDefinitions();
  const [open, setOpen] = useState<EntityDefinition>();
  const prefill = { ma_kh: { value: partner.ma_kh, label: `${partner.ma_kh} · ${partner.ten_kh}` } };

  return (
    <>
      {QUICK.map(({ entity, icon, text, testId }) => {
        const definition = definitions?.find((d) => d.name === entity);
        if (!definition || !user || !hasRight(user, definition.command, "add")) return null;
        return (
          <Button key={entity} icon={icon} onClick={() => setOpen(definition)} data-testid={testId}>
            {t(text)}
          </Button>
        );
      })}
      {open && (
        <ReferencePrefill values={prefill}>
          <EntityForm
            definition={open}
            onClose={() => setOpen(undefined)}
            onSaved={() => {
              setOpen(undefined);
              void queryClient.invalidateQueries({ queryKey: partnerKeys.timeline(partner.id) });
            }}
          />
        </ReferencePrefill>
      )}
    </>
  );
}
