import { formatNumber, formatTime } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Flex, List, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dayjs } from "@/platform/dates";
import { StatusTag } from "@/platform/document/StatusTag";
import { useDocumentStatuses } from "@/platform/document/useDocumentStatuses";
import { type BillAnswer, cashierApi } from "./cashierApi";
import { CASHIER } from "./cashierPaths";
import { useCounterKeys } from "./useCounterKeys";

/** The counter's bills of today, the latest first, each opened to see and reprint its receipt. */
export function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statuses = useDocumentStatuses("HD1");
  const today = dayjs().format("YYYY-MM-DD");
  const { data = [], isLoading } = useQuery({
    queryKey: ["cashier", "bills", today],
    queryFn: () => cashierApi.billsOf(today),
  });
  useCounterKeys({ back: () => navigate(CASHIER) });
  const open = (bill: BillAnswer) => navigate(`${CASHIER}/order-detail/${bill.stt_rec}`);
  return (
    <Card
      size="small"
      title={t("cashier.orders.title", { day: dayjs().format("DD/MM/YYYY") })}
      extra={<Button onClick={() => navigate(CASHIER)}>{t("cashier.orders.back")}</Button>}
      data-testid="cashier-orders"
    >
      <List
        loading={isLoading}
        dataSource={data}
        locale={{ emptyText: t("cashier.empty") }}
        renderItem={(bill) => (
          <List.Item
            className="cashier-found-item"
            onClick={() => open(bill)}
            data-testid="cashier-order"
            extra={<Typography.Text strong>{formatNumber(bill.tong_thanh_toan)} ₫</Typography.Text>}
          >
            <Flex gap={12} align="center" wrap>
              <Typography.Link onClick={() => open(bill)} data-testid="cashier-order-number">
                {bill.so_ct}
              </Typography.Link>
              <Typography.Text type="secondary">{formatTime(bill.created_at)}</Typography.Text>
              <span>{bill.ten_kh || t("cashier.walkIn")}</span>
              <StatusTag status={bill.status ?? ""} statuses={statuses} />
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
