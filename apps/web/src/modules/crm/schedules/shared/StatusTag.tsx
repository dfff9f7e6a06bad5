import { DownOutlined } from "@ant-design/icons";
import { Dropdown, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { statusColor } from "./statusColors";
import { type Choice, labelOf } from "./useScheduleChoices";

interface StatusTagProps {
  status: string;
  statuses: Choice[];
  /** Offers the other statuses in a menu (quick change); without it the tag only shows. */
  onChange?: (status: string) => void;
}

/** A status in its colour; with `onChange`, a click opens the other statuses. */
export function StatusTag({ status, statuses, onChange }: StatusTagProps) {
  const { t } = useTranslation();
  const label = labelOf(statuses, status);
  const tag = (
    <Tag color={statusColor(status)} style={{ marginInlineEnd: 0, cursor: onChange ? "pointer" : undefined }}>
      {label}
      {onChange && <DownOutlined style={{ fontSize: 9, marginInlineStart: 4 }} />}
    </Tag>
  );
  if (!onChange) return tag;
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: statuses.filter((s) => s.value !== status).map((s) => ({ key: s.value, label: s.label })),
        onClick: ({ key }) => onChange(key),
      }}
    >
      <button
        type="button"
        aria-label={`${t("schedules.common.changeStatus")}: ${label}`}
        style={{ border: 0, padding: 0, background: "none" }}
      >
        {tag}
      </button>
    </Dropdown>
  );
}
