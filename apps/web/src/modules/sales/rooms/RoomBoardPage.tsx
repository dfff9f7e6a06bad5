import { ROOM_ORDER_STATE } from "@sen/core";
import { Empty, Skeleton, Space, Typography } from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { DayPicker } from "@/platform/forms/DayPicker";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { useFeedback } from "@/platform/useFeedback";
import { BookingModal, type Editing, STATE_COLORS } from "./BookingModal";
import { BranchPicker } from "./BranchPicker";
import { blockPlace, SLOTS, slotStart } from "./roomBoard";
import { type BlockDrop, useBlockDrag } from "./useBlockDrag";
import { useBranchInView } from "./useBranchInView";
import { useRoomBoard } from "./useRoomBoard";

const ROOM_COLUMN = 150;
const ROW_HEIGHT = 52;
const LIVE: readonly string[] = [ROOM_ORDER_STATE.booked, ROOM_ORDER_STATE.arrived];

/**
 * The room board (Thu ngân phòng): a branch's rooms as rows and the hours of a day as columns, each booking a block.
 * A click on a free half hour books it; a click on a block shows it, to cancel it, mark the customer in or done, or
 * move it; a live block is dragged to another time (another room only with room_order_change_room_employee). The
 * server refuses a room or an employee booked twice (409), and its message is shown as it is.
 */
export function RoomBoardPage() {
  const { t } = useTranslation();
  const { branch, choices, choose } = useBranchInView();
  const [day, setDay] = useState(() => dayjs().startOf("day"));
  const { board, create, change } = useRoomBoard(day.format("YYYY-MM-DD"), branch);
  const [editing, setEditing] = useState<Editing>();
  const feedback = useFeedback();
  const move = ({ order, room, slot }: BlockDrop) => {
    const from = slotStart(day, slot);
    const length = dayjs(order.ket_thuc).diff(dayjs(order.bat_dau), "minute");
    const to = from.add(length, "minute");
    const unchanged = room.ma_phong === order.ma_phong && from.isSame(dayjs(order.bat_dau));
    if (unchanged) return;
    change
      .mutateAsync({
        id: order.id,
        bat_dau: from.toISOString(),
        ket_thuc: to.toISOString(),
        ...(room.ma_phong === order.ma_phong ? {} : { ma_phong: room.ma_phong }),
      })
      .then(() => feedback.success(t("rooms.moved", { room: room.ma_phong, from: from.format("HH:mm") })))
      // Refused: the app shows the server's message, and the board, read again, shows the block where it was.
      .catch(() => undefined);
  };
  const drag = useBlockDrag(useConfigSwitch("room_order_change_room_employee"), move);

  const hours = useMemo(() => Array.from({ length: SLOTS }, (_, i) => slotStart(day, i)), [day]);
  const grid = `${ROOM_COLUMN}px repeat(${SLOTS}, minmax(26px, 1fr))`;

  let body: ReactNode;
  if (board.isLoading) body = <Skeleton active />;
  else if (!board.data?.length) body = <Empty description={t("rooms.empty")} />;
  else
    body = (
      <div style={{ overflowX: "auto" }} data-testid="room-board">
        <div style={{ minWidth: ROOM_COLUMN + SLOTS * 26 }}>
          <div style={{ display: "grid", gridTemplateColumns: grid, borderBottom: "1px solid #f0f0f0" }}>
            <Typography.Text strong style={{ padding: 4 }}>
              {t("rooms.room")}
            </Typography.Text>
            {hours.map((h, i) => (
              <div key={h.valueOf()} style={{ fontSize: 11, color: "#8c8c8c", paddingTop: 6 }}>
                {i % 2 === 0 ? h.format("HH:mm") : ""}
              </div>
            ))}
          </div>
          {board.data.map((room) => (
            <div
              key={room.ma_phong}
              style={{
                display: "grid",
                gridTemplateColumns: grid,
                height: ROW_HEIGHT,
                borderBottom: "1px solid #f0f0f0",
              }}
              data-testid={`room-row-${room.ma_phong}`}
            >
              <div style={{ padding: "4px 6px", overflow: "hidden" }}>
                <Typography.Text strong ellipsis style={{ display: "block" }}>
                  {room.ma_phong}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: "block" }}>
                  {room.ten_phong} · {t("rooms.beds", { count: room.so_giuong })}
                </Typography.Text>
              </div>
              <div style={{ gridColumn: `2 / span ${SLOTS}`, position: "relative" }}>
                <div style={{ display: "grid", gridTemplateColumns: `repeat(${SLOTS}, 1fr)`, height: "100%" }}>
                  {hours.map((h, i) => (
                    <button
                      type="button"
                      key={h.valueOf()}
                      aria-label={`${room.ma_phong} ${h.format("HH:mm")}`}
                      data-testid={`slot-${room.ma_phong}-${h.format("HHmm")}`}
                      onClick={() => setEditing({ room, from: h, to: h.add(60, "minute") })}
                      {...drag.slot(room, i)}
                      style={{
                        border: 0,
                        borderLeft: `1px solid ${i % 2 === 0 ? "#e8e8e8" : "#f5f5f5"}`,
                        background: drag.slot(room, i)["data-drop-over"] ? "#bae0ff" : "transparent",
                        cursor: "pointer",
                      }}
                    />
                  ))}
                </div>
                {room.orders.map((order) => {
                  const from = dayjs(order.bat_dau);
                  const to = dayjs(order.ket_thuc);
                  const place = blockPlace(day, from, to);
                  if (!place) return null;
                  const { style: dragStyle, ...draggable } = drag.block(order, LIVE.includes(order.trang_thai));
                  return (
                    <button
                      type="button"
                      key={order.id}
                      {...draggable}
                      data-testid={`order-${order.id}`}
                      className="room-order-block"
                      title={`${order.ten_kh ?? t("rooms.walkIn")} ${from.format("HH:mm")}–${to.format("HH:mm")}`}
                      onClick={() => setEditing({ room, order, from, to })}
                      style={{
                        position: "absolute",
                        top: 4,
                        bottom: 4,
                        left: `${place.left}%`,
                        width: `${place.width}%`,
                        background: STATE_COLORS[order.trang_thai] ?? "#1677ff",
                        color: "#fff",
                        border: 0,
                        borderRadius: 4,
                        padding: "2px 6px",
                        textAlign: "left",
                        overflow: "hidden",
                        whiteSpace: "nowrap",
                        fontSize: 12,
                        cursor: "pointer",
                        ...dragStyle,
                      }}
                    >
                      <div style={{ fontWeight: 600, overflow: "hidden", textOverflow: "ellipsis" }}>
                        {order.ten_kh ?? t("rooms.walkIn")}
                      </div>
                      <div>
                        {from.format("HH:mm")}–{to.format("HH:mm")}
                        {order.ten_nv ? ` · ${order.ten_nv}` : ""}
                      </div>
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </div>
    );

  return (
    <Space direction="vertical" style={{ width: "100%" }} size="middle">
      <Space wrap>
        <DayPicker day={day} onChange={setDay} label={t("rooms.day")} testId="room-board-day" />
        <BranchPicker branch={branch} choices={choices} choose={choose} />
      </Space>
      {body}
      {editing ? (
        <BookingModal
          editing={editing}
          onClose={() => setEditing(undefined)}
          create={create.mutateAsync}
          change={change.mutateAsync}
        />
      ) : null}
    </Space>
  );
}
