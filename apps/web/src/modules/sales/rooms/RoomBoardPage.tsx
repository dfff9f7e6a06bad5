import {
  DATE_FORMAT,
  type ReferenceField,
  ROOM_ORDER_STATE,
  ROOM_ORDER_STATE_OPTIONS,
  roomOrderEntity,
} from "@sen/core";
import {
  Button,
  DatePicker,
  Empty,
  Form,
  Input,
  Modal,
  Select,
  Skeleton,
  Space,
  Tag,
  TimePicker,
  Typography,
} from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { ReferenceSelect } from "@/platform/entity/inputs/ReferenceSelect";
import { useSession } from "@/platform/session/sessionStore";
import { useFeedback } from "@/platform/useFeedback";
import { type BoardOrder, type BoardRoom, blockPlace, SLOTS, slotStart } from "./roomBoard";
import { useRoomBoard } from "./useRoomBoard";

const ROOM_COLUMN = 150;
const ROW_HEIGHT = 52;
const reference = (name: string) => roomOrderEntity.fields.find((f) => f.name === name) as ReferenceField;
const COLORS: Record<string, string> = {
  [ROOM_ORDER_STATE.booked]: "#1677ff",
  [ROOM_ORDER_STATE.arrived]: "#fa8c16",
  [ROOM_ORDER_STATE.done]: "#52c41a",
};

type Editing = { room: BoardRoom; order?: BoardOrder; from: dayjs.Dayjs; to: dayjs.Dayjs };

/**
 * The room board (Thu ngân phòng): a branch's rooms as rows and the hours of a day as columns, each booking a block.
 * A click on a free half hour books it; a click on a block shows it, to cancel it, mark the customer in or done, or
 * move it. The server refuses a room or an employee booked twice (409), and its message is shown as it is.
 */
export function RoomBoardPage() {
  const { t } = useTranslation();
  const allowed = useSession((s) => s.allowed);
  const selected = useSession((s) => s.selectedBranches);
  const inView = selected.length > 0 ? selected : allowed.map((b) => b.ma_dvcs);
  const [chosen, setChosen] = useState<string>();
  const branch = inView.length === 1 ? inView[0] : chosen && inView.includes(chosen) ? chosen : inView[0];
  const [day, setDay] = useState(() => dayjs().startOf("day"));
  const { board, create, change } = useRoomBoard(day.format("YYYY-MM-DD"), branch);
  const [editing, setEditing] = useState<Editing>();

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
                      style={{
                        border: 0,
                        borderLeft: `1px solid ${i % 2 === 0 ? "#e8e8e8" : "#f5f5f5"}`,
                        background: "transparent",
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
                  return (
                    <button
                      type="button"
                      key={order.id}
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
                        background: COLORS[order.trang_thai] ?? "#1677ff",
                        color: "#fff",
                        border: 0,
                        borderRadius: 4,
                        padding: "2px 6px",
                        textAlign: "left",
                        overflow: "hidden",
                        whiteSpace: "nowrap",
                        fontSize: 12,
                        cursor: "pointer",
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
        <DatePicker
          value={day}
          format={DATE_FORMAT}
          allowClear={false}
          onChange={(d) => d && setDay(d.startOf("day"))}
          aria-label={t("rooms.day")}
          data-testid="room-board-day"
        />
        {inView.length > 1 ? (
          <Select
            value={branch}
            onChange={setChosen}
            style={{ minWidth: 200 }}
            aria-label={t("rooms.branch")}
            options={allowed
              .filter((b) => inView.includes(b.ma_dvcs))
              .map((b) => ({ value: b.ma_dvcs, label: `${b.ma_dvcs} - ${b.ten_dvcs}` }))}
          />
        ) : null}
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

interface BookingModalProps {
  editing: Editing;
  onClose: () => void;
  create: (body: Record<string, unknown>) => Promise<unknown>;
  change: (body: Record<string, unknown> & { id: string }) => Promise<unknown>;
}

/** A new booking of a free slot, or a booking shown: cancel it, mark it, or move it. */
function BookingModal({ editing, onClose, create, change }: BookingModalProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "vi";
  const feedback = useFeedback();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const { room, order } = editing;
  const live = !order || order.trang_thai === ROOM_ORDER_STATE.booked || order.trang_thai === ROOM_ORDER_STATE.arrived;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      feedback.success(done);
      onClose();
    } catch {
      // The app shows the server's refusal (a slot already booked: 409) as every failed write's toast.
    } finally {
      setBusy(false);
    }
  };
  const times = () => {
    const { from, to } = form.getFieldsValue(["from", "to"]) as { from: dayjs.Dayjs; to: dayjs.Dayjs };
    const on = (time: dayjs.Dayjs) =>
      editing.from.startOf("day").hour(time.hour()).minute(time.minute()).second(0).millisecond(0).toISOString();
    return { bat_dau: on(from), ket_thuc: on(to) };
  };
  const save = () =>
    form.validateFields().then((values: Record<string, unknown>) =>
      order
        ? run(() => change({ id: order.id, ...times(), ghi_chu: values.ghi_chu ?? null }), t("rooms.saved"))
        : run(
            () =>
              create({
                ma_phong: room.ma_phong,
                ma_kh: values.ma_kh ?? null,
                ma_nv: values.ma_nv ?? null,
                ghi_chu: values.ghi_chu ?? null,
                ...times(),
              }),
            t("rooms.booked"),
          ),
    );
  const mark = (trang_thai: string, done: string) => run(() => change({ id: order?.id ?? "", trang_thai }), done);

  const footer = [
    <Button key="close" onClick={onClose}>
      {t("rooms.close")}
    </Button>,
    ...(order && live
      ? [
          <Button
            key="cancel"
            danger
            loading={busy}
            data-testid="room-order-cancel"
            onClick={() =>
              feedback.confirm(t("rooms.confirmCancel"), () => mark(ROOM_ORDER_STATE.cancelled, t("rooms.cancelled")))
            }
          >
            {t("rooms.cancelBooking")}
          </Button>,
          order.trang_thai === ROOM_ORDER_STATE.booked ? (
            <Button key="arrived" loading={busy} onClick={() => mark(ROOM_ORDER_STATE.arrived, t("rooms.saved"))}>
              {t("rooms.arrived")}
            </Button>
          ) : (
            <Button key="done" loading={busy} onClick={() => mark(ROOM_ORDER_STATE.done, t("rooms.saved"))}>
              {t("rooms.done")}
            </Button>
          ),
        ]
      : []),
    ...(live
      ? [
          <Button key="save" type="primary" loading={busy} onClick={save} data-testid="room-order-save">
            {order ? t("rooms.save") : t("rooms.book")}
          </Button>,
        ]
      : []),
  ];

  return (
    <Modal
      open
      title={order ? t("rooms.booking", { room: room.ma_phong }) : t("rooms.newBooking", { room: room.ma_phong })}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          ma_kh: order?.ma_kh ?? undefined,
          ten_kh: order?.ten_kh ?? undefined,
          ma_nv: order?.ma_nv ?? undefined,
          ghi_chu: order?.ghi_chu ?? undefined,
          from: editing.from,
          to: editing.to,
        }}
      >
        {order ? (
          <Space direction="vertical" style={{ marginBottom: 12 }}>
            <Typography.Text strong>{order.ten_kh ?? t("rooms.walkIn")}</Typography.Text>
            {order.ten_nv ? <Typography.Text>{`${t("rooms.employee")}: ${order.ten_nv}`}</Typography.Text> : null}
            <Tag color={COLORS[order.trang_thai]}>
              {ROOM_ORDER_STATE_OPTIONS.find((o) => o.value === order.trang_thai)?.label[lang]}
            </Tag>
          </Space>
        ) : (
          <>
            <Form.Item name="ten_kh" hidden>
              <Input />
            </Form.Item>
            <Form.Item name="ma_kh" label={t("rooms.customer")} extra={t("rooms.walkInHint")}>
              <ReferenceSelect field={reference("ma_kh")} />
            </Form.Item>
            <Form.Item name="ma_nv" label={t("rooms.employee")}>
              <ReferenceSelect field={reference("ma_nv")} />
            </Form.Item>
          </>
        )}
        <Space>
          <Form.Item name="from" label={t("rooms.start")} rules={[{ required: true }]}>
            <TimePicker format="HH:mm" minuteStep={5} disabled={!live} data-testid="room-order-from" />
          </Form.Item>
          <Form.Item name="to" label={t("rooms.end")} rules={[{ required: true }]}>
            <TimePicker format="HH:mm" minuteStep={5} disabled={!live} data-testid="room-order-to" />
          </Form.Item>
        </Space>
        <Form.Item name="ghi_chu" label={t("rooms.note")}>
          <Input.TextArea rows={2} maxLength={2000} disabled={!live} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
