import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { cashierApi } from "./cashierApi";
import { CASHIER } from "./cashierPaths";
import { ReceiptSheet } from "./ReceiptSheet";
import { useCounterKeys } from "./useCounterKeys";
import "./cashier.css";

/**
 * A bill of the counter as its receipt; where the shop allows reprints (`sale_service_reprint`) 'In lại' (F9)
 * prints it again, marked as a reprint.
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const reprint = useConfigSwitch("sale_service_reprint");
  const { data: bill, error } = useQuery({ queryKey: ["cashier", "bill", id], queryFn: () => cashierApi.bill(id) });
  const print = () => reprint && window.print();
  useCounterKeys({ back: () => navigate(`${CASHIER}/order-list`), print });
  return (
    <Card
      size="small"
      title={bill ? t("cashier.orders.detail", { number: bill.so_ct }) : undefined}
      extra={
        <Flex gap={8}>
          <Button onClick={() => navigate(`${CASHIER}/order-list`)}>{t("cashier.orders.list")}</Button>
          <Button type="primary" onClick={print} disabled={!reprint || !bill} data-testid="cashier-reprint">
            {t("cashier.orders.reprint")}
          </Button>
        </Flex>
      }
    >
      {!reprint && <Alert type="info" showIcon message={t("cashier.orders.noReprint")} style={{ marginBottom: 12 }} />}
      {error && <Alert type="error" showIcon message={error.message} />}
      {!bill && !error && <Spin />}
      {bill && <ReceiptSheet bill={bill} shown reprint />}
    </Card>
  );
}
