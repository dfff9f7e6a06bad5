import {
  CalendarOutlined,
  CreditCardOutlined,
  ExclamationCircleOutlined,
  FileTextOutlined,
  PhoneOutlined,
  SwapOutlined,
  ToolOutlined,
} from "@ant-design/icons";
import { COMPLAINT_STATUSES, type EnumOption, pick, TASK_STATUSES, TICKET_STATUSES } from "@sen/core";
import type { ReactNode } from "react";
import type { TimelineKind } from "../partnersApi";

/** Each kind of activity's icon and colour on the profile's timeline. */
export const TIMELINE_LOOK: Record<TimelineKind, { icon: ReactNode; color: string }> = {
  task: { icon: <CalendarOutlined />, color: "#1677ff" },
  ticket: { icon: <ToolOutlined />, color: "#722ed1" },
  call: { icon: <PhoneOutlined />, color: "#13c2c2" },
  complaint: { icon: <ExclamationCircleOutlined />, color: "#f5222d" },
  transfer: { icon: <SwapOutlined />, color: "#fa8c16" },
  bill: { icon: <FileTextOutlined />, color: "#52c41a" },
  card: { icon: <CreditCardOutlined />, color: "#eb2f96" },
};

const STATUSES: Partial<Record<TimelineKind, readonly EnumOption[]>> = {
  task: TASK_STATUSES,
  ticket: TICKET_STATUSES,
  complaint: COMPLAINT_STATUSES,
};

/** A status as the user reads it ("Hoàn thành"); a call's status is already text. */
export function statusLabel(kind: TimelineKind, status: string, language: string): string {
  const option = STATUSES[kind]?.find((o) => o.value === status);
  return option ? pick(option.label, language) : status;
}
