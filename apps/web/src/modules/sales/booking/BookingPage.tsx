import { formatNumber } from "@sen/core";
import { Alert, Button, Empty, Flex, Form, Input, Result, Select, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { BookingFrame } from "./BookingFrame";
import type { Booked } from "./bookingApi";
import { useBookingChoices } from "./useBookingChoices";

const WEEKDAYS = ["CN", "T2", "T3", "T4", "T5", "T6", "T7"];
const DAYS_AHEAD = 14;
const today = () => dayjs().startOf("day");
const hhmm = (at: string) => dayjs(at).format("HH:mm");

interface Contact {
  ten_kh: string;
  phone: string;
}

/**
 * The public booking page of a branch (`/booking/{tenant}/{branch}`), made for a phone: the customer picks a service,
 * a day, a free time and, if they like, a technician free then, types their name and phone, and confirms. A time
 * taken meanwhile is said so ('Khung giờ này vừa có người đặt') and the free times are read again.
 */
export function BookingPage() {
  const { t } = useTranslation();
  const { tenant = "", branch = "" } = useParams();
  const [service, setService] = useState<string>();
  const [day, setDay] = useState(() => today().format("YYYY-MM-DD"));
  const [start, setStart] = useState<string>();
  const [technician, setTechnician] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [booked, setBooked] = useState<Booked>();
  const [form] = Form.useForm<Contact>();
  const { services, slots, technicians, book } = useBookingChoices(tenant, branch, { service, day, start });

  if (services.isLoading) return <BookingFrame title={t("booking.title")} body={<Skeleton active />} />;
  if (!services.data)
    return <BookingFrame title={t("booking.title")} body={<Empty description={t("booking.noBranch")} />} />;

  const pickService = (code: string) => {
    setService(code);
    setStart(undefined);
    setTechnician(undefined);
  };
  const pickDay = (value: string) => {
    setDay(value);
    setStart(undefined);
    setTechnician(undefined);
  };
  const submit = async (contact: Contact) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      setBooked(await book({ ma_dvcs: branch, ma_vt: service, bat_dau: start, ma_nv: technician, ...contact }));
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
      if (error instanceof ApiError && error.status === 409) {
        setStart(undefined);
        void slots.refetch();
      }
    } finally {
      setBusy(false);
    }
  };

  if (booked) {
    return (
      <BookingFrame
        title={services.data.ten_dvcs}
        body={
          <Result
            status="success"
            title={t("booking.done")}
            subTitle={
              <Flex vertical gap={4} data-testid="booking-done">
                <span>
                  {t("booking.doneDetail", {
                    service: booked.ten_vt,
                    time: hhmm(booked.bat_dau),
                    day: dayjs(booked.bat_dau).format("DD/MM/YYYY"),
                    branch: booked.ten_dvcs,
                  })}
                </span>
                {booked.ten_nv ? <span>{t("booking.withTechnician", { name: booked.ten_nv })}</span> : null}
                <span>{t("booking.sent", { phone: booked.phone })}</span>
              </Flex>
            }
            extra={
              <Button
                onClick={() => {
                  setBooked(undefined);
                  setStart(undefined);
                  void slots.refetch();
                }}
              >
                {t("booking.again")}
              </Button>
            }
          />
        }
      />
    );
  }

  const days = Array.from({ length: DAYS_AHEAD }, (_, i) => today().add(i, "day"));
  return (
    <BookingFrame
      title={services.data.ten_dvcs}
      body={
        <Flex vertical gap={20}>
          <Step title={t("booking.service")}>
            <Flex vertical gap={8} data-testid="booking-services">
              {services.data.items.length === 0 ? <Empty description={t("booking.empty")} /> : null}
              {services.data.items.map((s) => (
                <Button
                  key={s.ma_vt}
                  size="large"
                  block
                  type={service === s.ma_vt ? "primary" : "default"}
                  onClick={() => pickService(s.ma_vt)}
                  style={{ height: "auto", padding: "8px 12px", textAlign: "left" }}
                >
                  <Flex justify="space-between" gap={8} style={{ width: "100%" }}>
                    <span style={{ whiteSpace: "normal" }}>{s.ten_vt}</span>
                    <span style={{ whiteSpace: "nowrap" }}>
                      {t("booking.minutes", { count: s.so_phut })} · {formatNumber(s.gia_ban)} ₫
                    </span>
                  </Flex>
                </Button>
              ))}
            </Flex>
          </Step>
          {service ? (
            <Step title={t("booking.day")}>
              <Flex gap={6} style={{ overflowX: "auto", paddingBottom: 4 }} data-testid="booking-days">
                {days.map((d) => (
                  <Button
                    key={d.valueOf()}
                    type={day === d.format("YYYY-MM-DD") ? "primary" : "default"}
                    onClick={() => pickDay(d.format("YYYY-MM-DD"))}
                    style={{ height: 56, minWidth: 56, flex: "none" }}
                    data-day={d.format("YYYY-MM-DD")}
                  >
                    <Flex vertical>
                      <span style={{ fontSize: 12 }}>{d.isSame(today()) ? t("booking.today") : WEEKDAYS[d.day()]}</span>
                      <strong>{d.format("DD/MM")}</strong>
                    </Flex>
                  </Button>
                ))}
              </Flex>
            </Step>
          ) : null}
          {service ? (
            <Step title={t("booking.time")}>
              {slots.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
              {slots.data?.length === 0 ? (
                <Typography.Text type="secondary">{t("booking.noTime")}</Typography.Text>
              ) : null}
              <div
                style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(72px, 1fr))", gap: 6 }}
                data-testid="booking-times"
              >
                {slots.data?.map((slot) => (
                  <Button
                    key={slot.bat_dau}
                    type={start === slot.bat_dau ? "primary" : "default"}
                    onClick={() => {
                      setStart(slot.bat_dau);
                      setTechnician(undefined);
                    }}
                  >
                    {hhmm(slot.bat_dau)}
                  </Button>
                ))}
              </div>
            </Step>
          ) : null}
          {start ? (
            <Form<Contact> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
              <Form.Item label={t("booking.technician")}>
                <Select
                  value={technician ?? ""}
                  onChange={(value) => setTechnician(value || undefined)}
                  size="large"
                  loading={technicians.isFetching}
                  data-testid="booking-technician"
                  options={[
                    { value: "", label: t("booking.anyone") },
                    ...(technicians.data ?? []).map((e) => ({ value: e.ma_nv, label: e.ten_nv })),
                  ]}
                />
              </Form.Item>
              <Form.Item
                label={t("booking.name")}
                name="ten_kh"
                rules={[{ required: true, whitespace: true, message: t("booking.nameRequired") }]}
              >
                <Input size="large" autoComplete="name" maxLength={100} />
              </Form.Item>
              <Form.Item
                label={t("booking.phone")}
                name="phone"
                rules={[{ required: true, whitespace: true, message: t("booking.phoneRequired") }]}
              >
                <Input size="large" inputMode="tel" autoComplete="tel" maxLength={20} />
              </Form.Item>
              {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
              <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="booking-confirm">
                {t("booking.confirm")}
              </Button>
            </Form>
          ) : refusal ? (
            <Alert type="error" showIcon title={refusal} data-testid="booking-refusal" />
          ) : null}
        </Flex>
      }
    />
  );
}

function Step({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
