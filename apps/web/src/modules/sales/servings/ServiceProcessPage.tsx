import { formatTime, SERVING_STATE } from "@sen/core";
import { Badge, Button, Card, Col, Empty, Flex, Row, Skeleton, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dayjs } from "@/platform/dates";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { DayPicker } from "@/platform/forms/DayPicker";
import { DONE_COLOUR, ServingStepButton } from "./ServingStepButton";
import { servingKind } from "./servingKind";
import type { BoardServing } from "./servingsApi";
import { BOARD_REFRESH_SECONDS, useServiceProcess } from "./useServiceProcess";

const COLUMNS = [SERVING_STATE.waiting, SERVING_STATE.serving, SERVING_STATE.done] as const;
const COLOURS = { waiting: "#faad14", serving: "#1677ff", done: DONE_COLOUR } as const;

/** One serving on the board: customer, room, services with their technicians, times, and its next step. */
function ServingCard({ row, actions }: { row: BoardServing; actions?: ReactNode }) {
  const { t } = useTranslation();
  const times = [row.bat_dau && formatTime(row.bat_dau), row.ket_thuc && formatTime(row.ket_thuc)].filter(Boolean);
  return (
    <Card size="small" data-testid={`process-card-${row.so_ct}`} styles={{ body: { padding: 12 } }}>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text strong>{row.ten_kh ?? row.ma_kh}</Typography.Text>
        <Link to={`/sales/servings/${row.stt_rec}`}>{row.so_ct}</Link>
      </Flex>
      <Typography.Text type="secondary" data-testid="process-room">
        {row.ten_phong ?? row.ma_phong ?? t("servings.noRoom")}
        {times.length > 0 ? ` · ${times.join("–")}` : ""}
      </Typography.Text>
      <ul style={{ margin: "6px 0", paddingLeft: 18 }}>
        {row.details.map((l) => (
          <li key={`${l.ma_vt}-${l.ma_nv}`}>
            {l.ten_vt ?? l.ma_vt}
            {l.ten_nv ? ` — ${l.ten_nv}` : ""}
          </li>
        ))}
      </ul>
      {actions}
    </Card>
  );
}

/**
 * Tiến trình dịch vụ: the day's servings of the user's branches in three columns, 'Chờ phục vụ', 'Đang phục vụ' and
 * 'Đã xong', read again every few seconds; 'Bắt đầu' puts a waiting customer in service (booking the room),
 * 'Hoàn thành' ends the service and posts the serving (its sessions used). A refusal shows the server's message.
 */
export function ServiceProcessPage() {
  const { t } = useTranslation();
  const [day, setDay] = useState(() => dayjs().startOf("day"));
  const { board } = useServiceProcess(day.format("YYYY-MM-DD"));
  const rights = useDocumentRights(servingKind);
  const rows = board.data ?? [];
  return (
    <Space direction="vertical" style={{ width: "100%" }} size="middle">
      <Flex gap={8} wrap align="center" justify="space-between">
        <Space wrap>
          <DayPicker day={day} onChange={setDay} label={t("servings.process.day")} testId="process-day" />
          <Typography.Text type="secondary">
            {t("servings.process.refreshed", { s: BOARD_REFRESH_SECONDS })}
          </Typography.Text>
        </Space>
        {rights.add && (
          <Link to="/sales/servings/new">
            <Button data-testid="process-new">{t("servings.process.newServing")}</Button>
          </Link>
        )}
      </Flex>
      {board.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {COLUMNS.map((state) => {
            const inState = rows.filter((r) => r.trang_thai === state);
            return (
              <Col xs={24} md={8} key={state}>
                <Card
                  size="small"
                  title={
                    <Space>
                      <Badge color={COLOURS[state]} />
                      {t(`servings.states.${state}`)}
                      <Typography.Text type="secondary">({inState.length})</Typography.Text>
                    </Space>
                  }
                  styles={{ body: { background: "#fafafa", minHeight: 120 } }}
                  data-testid={`process-column-${state}`}
                >
                  <Flex vertical gap={8}>
                    {inState.length === 0 ? (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("servings.process.empty")} />
                    ) : (
                      inState.map((row) => (
                        <ServingCard key={row.stt_rec} row={row} actions={<ServingStepButton serving={row} block />} />
                      ))
                    )}
                  </Flex>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Space>
  );
}
