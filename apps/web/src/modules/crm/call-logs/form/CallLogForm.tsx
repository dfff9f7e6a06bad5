// The form also opens from a customer's profile, where the call screens' texts are not loaded yet.
import "../messages";
import { callLogEntity, DATE_TIME_FORMAT, type Field } from "@sen/core";
import { Col, DatePicker, Form, Input, Row, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { fieldInput } from "@/platform/entity/fieldInputs";
import { initialValues, toPayload } from "@/platform/entity/formValues";
import { FormModal } from "@/platform/forms/FormModal";
import { useSession } from "@/platform/session/sessionStore";
import { useFeedback } from "@/platform/useFeedback";
import { callField, labelOf } from "../callLogFields";
import { type CallLogRow, callLogsApi, type FollowUpInput, type SavedCallLog } from "../callLogsApi";
import { useCallLogConfig } from "../useCallLogConfig";
import { FollowUpFields } from "./FollowUpFields";
import { useRequiredRule } from "./useRequiredRule";

type Values = Record<string, unknown> & { follow_up?: Record<string, unknown>; with_follow_up?: boolean };

const DIAL = /^\d{8,13}$/;
const input = (name: string) => fieldInput(callField(name) as Exclude<Field, { kind: "address" }>).input;

interface CallLogFormProps {
  /** The call being edited; none for a new one. */
  record?: CallLogRow;
  /** A new call's partner, chosen already (from a partner's page), with the number to note (theirs by default). */
  partner?: { ma_kh: string; ten_kh: string; phone?: string };
  onClose: () => void;
  onSaved: (saved: SavedCallLog | CallLogRow) => void;
}

function followUpBody(values: Record<string, unknown> | undefined): FollowUpInput | undefined {
  if (!values) return undefined;
  const at = (v: unknown) => (v ? (v as Dayjs).toISOString() : "");
  return {
    tieu_de: String(values.tieu_de ?? "").trim(),
    bat_dau: at(values.bat_dau),
    ket_thuc: at(values.ket_thuc),
    ma_loai: values.ma_loai ? String(values.ma_loai) : undefined,
  };
}

/** Server field names ("follow_up.ket_thuc") as form paths. */
const pathOf = (name: string) => name.split(".");

/**
 * Logging a call, or editing one: the call's fields, and for a new call its follow-up appointment
 * ("Lịch hẹn tiếp theo"), required when `crm_calllog_force_task` is on. Both are saved in one call
 * to the server, which refuses both when either is wrong; its messages land on their fields.
 */
export function CallLogForm({ record, partner, onClose, onSaved }: CallLogFormProps) {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [followUpError, setFollowUpError] = useState<string>();
  const { statuses, forceTask } = useCallLogConfig();
  const saler = useSession((s) => s.user?.saler);
  const required = useRequiredRule();
  const label = (name: string) => labelOf(callField(name), i18n.language);

  const initial = useMemo<Values>(() => {
    if (record) return initialValues(callLogEntity, record);
    const tomorrow = dayjs().add(1, "day").hour(9).minute(0).second(0).millisecond(0);
    const now = dayjs().second(0).millisecond(0);
    return {
      ...initialValues(callLogEntity, undefined, { ...partner, bat_dau: now, trang_thai: statuses[0], ma_nv: saler }),
      follow_up: { bat_dau: tomorrow, ket_thuc: tomorrow.add(1, "hour") },
    };
  }, [record, partner, statuses, saler]);

  const showFailure = (error: unknown) => {
    const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
    const { follow_up: refused, ...fields } = errors;
    setFollowUpError(refused);
    const entries = Object.entries(fields);
    if (entries.length > 0)
      form.setFields(entries.map(([name, message]) => ({ name: pathOf(name), errors: [message] })));
    if (entries.length === 0 && !refused) feedback.error(error instanceof Error ? error.message : String(error));
  };

  const submit = async () => {
    let values: Values;
    setFollowUpError(undefined);
    try {
      values = await form.validateFields();
    } catch {
      // A call that must have its appointment says so, as the server would, when none was started.
      const title = form.getFieldValue(["follow_up", "tieu_de"]) as string | undefined;
      if (!record && forceTask && !title?.trim()) setFollowUpError(t("crmCalls.followUpMissing"));
      return;
    }
    setSaving(true);
    try {
      const body = toPayload(callLogEntity, values);
      if (record) {
        const saved = await callLogsApi.update(record.id, { ...body, ma_dvcs: record.ma_dvcs });
        feedback.success(t("crmCalls.saved"));
        onSaved(saved);
      } else {
        const withTask = forceTask || values.with_follow_up;
        const saved = await callLogsApi.create({
          ...body,
          follow_up: withTask ? followUpBody(values.follow_up) : undefined,
        });
        feedback.success(t(saved.follow_up ? "crmCalls.savedWithTask" : "crmCalls.saved"));
        onSaved(saved);
      }
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const half = { xs: 24, md: 12 };
  return (
    <FormModal
      title={t(record ? "crmCalls.editTitle" : "crmCalls.createTitle")}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="call-log-form">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="ma_kh" label={label("ma_kh")} required rules={[required(label("ma_kh"))]}>
              {input("ma_kh")}
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="phone"
              label={label("phone")}
              rules={[{ pattern: DIAL, message: t("crmCalls.phoneInvalid") }]}
              normalize={(v: string) => v.replace(/\s+/g, "")}
            >
              <Input inputMode="tel" maxLength={13} placeholder={t("crmCalls.phoneHint")} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="bat_dau" label={label("bat_dau")} required rules={[required(label("bat_dau"), false)]}>
              <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="huong" label={label("huong")} required rules={[required(label("huong"))]}>
              {input("huong")}
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="trang_thai" label={label("trang_thai")} required rules={[required(label("trang_thai"))]}>
              <Select options={statuses.map((s) => ({ value: s, label: s }))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="thoi_luong" label={label("thoi_luong")}>
              {input("thoi_luong")}
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="ma_nv" label={label("ma_nv")} required rules={[required(label("ma_nv"))]}>
              {input("ma_nv")}
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="noi_dung" label={label("noi_dung")}>
              {input("noi_dung")}
            </Form.Item>
          </Col>
        </Row>
        {!record && <FollowUpFields required={forceTask} error={followUpError} />}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </FormModal>
  );
}
