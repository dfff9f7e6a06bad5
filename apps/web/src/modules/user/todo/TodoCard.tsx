import { CheckOutlined } from "@ant-design/icons";
import { pick, TASK_STATUSES, TICKET_STATUSES } from "@sen/core";
import { Button, Card, Flex, List, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDayTime, statusColor } from "@/modules/crm";
import type { TodoItem } from "./todoApi";
import type { TodoGroup } from "./todoGroups";

const STATUSES = { task: TASK_STATUSES, ticket: TICKET_STATUSES };
const ACCENT: Record<TodoGroup, string> = { overdue: "#ff4d4f", today: "#1677ff", upcoming: "#8c8c8c" };

interface TodoCardProps {
  group: TodoGroup;
  items: TodoItem[];
  /** The item being finished, whose button spins. */
  finishing?: string;
  onDone: (item: TodoItem) => void;
}

/** One group of the to-do list ("Quá hạn", "Hôm nay", "Sắp tới") with a "Hoàn thành" button per item. */
export function TodoCard({ group, items, finishing, onDone }: TodoCardProps) {
  const { t, i18n } = useTranslation();
  const statusLabel = (item: TodoItem) => {
    const status = STATUSES[item.kind].find((s) => s.value === item.trang_thai);
    return status ? pick(status.label, i18n.language) : item.trang_thai;
  };
  return (
    <Card
      size="small"
      data-testid={`todo-${group}`}
      style={{ borderTop: `3px solid ${ACCENT[group]}` }}
      title={
        <Flex gap={8} align="center">
          <span>{t(`todo.${group}`)}</span>
          <Tag color={group === "overdue" ? "red" : undefined}>{items.length}</Tag>
        </Flex>
      }
    >
      <List<TodoItem>
        dataSource={items}
        locale={{ emptyText: t("todo.nothing") }}
        renderItem={(item) => (
          <List.Item data-testid="todo-item">
            <Flex justify="space-between" align="center" gap={8} wrap style={{ width: "100%" }}>
              <Flex vertical gap={2} style={{ minWidth: 0, flex: "1 1 220px" }}>
                <Typography.Text strong>{item.tieu_de}</Typography.Text>
                <Typography.Text type={group === "overdue" ? "danger" : "secondary"}>
                  {formatDayTime(item.bat_dau)}
                  {item.ten_kh ? ` · ${item.ten_kh}` : ""}
                </Typography.Text>
                <Flex gap={4} wrap>
                  <Tag>{t(`todo.${item.kind}`)}</Tag>
                  <Tag color={statusColor(item.trang_thai)}>{statusLabel(item)}</Tag>
                </Flex>
              </Flex>
              <Button
                size="small"
                icon={<CheckOutlined />}
                loading={finishing === item.id}
                onClick={() => onDone(item)}
                aria-label={`${t("todo.done")}: ${item.tieu_de}`}
              >
                {t("todo.done")}
              </Button>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
