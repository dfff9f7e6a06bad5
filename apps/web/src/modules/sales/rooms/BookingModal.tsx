import { type ReferenceField, ROOM_ORDER_STATE, ROOM_ORDER_STATE_OPTIONS, roomOrderEntity } from "@sen/core";
import { Button, Form, Input, Modal, Select, Space, Tag, TimePicker, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { dayjs } from "@/platform/dates";
import { ReferenceSelect } from "@/platform/entity/inputs/ReferenceSelect";
import { useFeedback } from "@/platform/useFeedback";
import type { BoardOrder, BoardRoom } from "./roomBoard";
import { useFreeEmployees } from "./useFreeEmployees";

const reference = (name: string) => roomOrderEntity.fields.find((f) => f.name === name) as ReferenceField;

/** The colour of a booking's block and tag, by its state. */
export const STATE_COLORS: Record<string, string> = {
  [ROOM_ORDER_STATE.booked]: "#1677ff",
  [ROOM_ORDER_STATE.arrived]: "#fa8c16",
  [ROOM_ORDER_STATE.done]: "#52c41a",
};

export type Editing = { room: BoardRoom; order?: BoardOrder; from: dayjs.Dayjs; to: dayjs.Dayjs };

interface BookingModalProps {
  editing: Editing;
  onClose: () => void;
  create: (body: Record<string, unknown>) => Promise<unknown>;
  change: (body: Record<string, unknown> & { id: string }) => Promise<unknown>;
}

/**
 * A new booking of a free slot (its employee picked among those free then), or a booking shown: cancel it, mark it,
 * or move its times (the keyboard's way of what dragging its block does).
 */
export function BookingModal({ editing, onClose, create, change }: BookingModalProps) {
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
    return { bat_dau: onDay(editing.from, from), ket_thuc: onDay(editing.from, to) };
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
            <Tag color={STATE_COLORS[order.trang_thai]}>
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
            <Form.Item name="ma_nv" label={t("rooms.employee")} extra={t("rooms.employeeHint")}>
              <EmployeePicker room={room.ma_phong} day={editing.from} />
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

/** The time picked, on the booking's day, as an instant. */
const onDay = (day: dayjs.Dayjs, time: dayjs.Dayjs | undefined) =>
  time ? day.startOf("day").hour(time.hour()).minute(time.minute()).second(0).millisecond(0).toISOString() : undefined;

interface EmployeePickerProps {
  room: string;
  day: dayjs.Dayjs;
  value?: string;
  onChange?: (value?: string) => void;
}

/** The serving employee: only those the server says may take the slot of this room (see useFreeEmployees). */
function EmployeePicker({ room, day, value, onChange }: EmployeePickerProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const from = onDay(day, Form.useWatch("from", form));
  const to = onDay(day, Form.useWatch("to", form));
  const free = useFreeEmployees(room, from, to);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      loading={free.isFetching}
      notFoundContent={t("rooms.noEmployeeFree")}
      data-testid="room-order-employee"
      options={(free.data ?? []).map((e) => ({ value: e.ma_nv, label: `${e.ma_nv} - ${e.ten_nv}` }))}
    />
  );
}
