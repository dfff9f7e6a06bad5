import { ROOM_ORDER_STATE } from "@sen/core";
import { Alert, Button, Descriptions, Empty, Popconfirm, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { BookingFrame } from "./BookingFrame";
import { useBookingCancel } from "./useBookingCancel";

const moment = (at: string) => dayjs(at).format("HH:mm DD/MM/YYYY");

/** The page a confirmation's cancel link opens (`/booking/{tenant}/huy/{token}`): the booking, and its cancel. */
export function BookingCancelPage() {
  const { t } = useTranslation();
  const { tenant = "", token = "" } = useParams();
  const { booking, cancel } = useBookingCancel(tenant, token);
  const title = t("booking.cancelTitle");
  if (booking.isLoading) return <BookingFrame title={title} body={<Skeleton active />} />;
  const shown = booking.data;
  if (!shown) {
    const message = booking.error instanceof ApiError ? booking.error.message : t("booking.empty");
    return <BookingFrame title={title} body={<Empty description={message} />} />;
  }
  const cancelled = shown.trang_thai === ROOM_ORDER_STATE.cancelled;
  return (
    <BookingFrame
      title={shown.ten_dvcs}
      body={
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: "service", label: t("booking.serviceLabel"), children: shown.ten_vt ?? "" },
              { key: "time", label: t("booking.timeLabel"), children: `${moment(shown.bat_dau)}` },
            ]}
          />
          {cancelled ? (
            <Result status="success" title={t("booking.cancelled")} data-testid="booking-cancelled" />
          ) : shown.trang_thai === ROOM_ORDER_STATE.booked ? (
            <Popconfirm
              title={t("booking.confirmCancel")}
              okText={t("booking.yes")}
              cancelText={t("booking.no")}
              onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
            >
              <Button
                danger
                size="large"
                block
                style={{ marginTop: 16 }}
                loading={cancel.isPending}
                data-testid="booking-cancel"
              >
                {t("booking.cancel")}
              </Button>
            </Popconfirm>
          ) : (
            <Alert type="info" showIcon title={t("booking.cannotCancel")} style={{ marginTop: 16 }} />
          )}
        </>
      }
    />
  );
}
