import { PlusOutlined } from "@ant-design/icons";
import { Button, Tabs } from "antd";
import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { closeBill, type OpenBills, openBill } from "./openBills";

/**
 * The open bills as tabs: 'Giữ đơn, mở đơn mới' holds the bill in hand and opens a new one, a tab brings a held bill back. A tab closes
 * once its bill is empty or paid; one whose sale awaits the server's answer stays.
 */
export function BillTabs({ bills, setBills }: { bills: OpenBills; setBills: Dispatch<SetStateAction<OpenBills>> }) {
  const { t } = useTranslation();
  return (
    <Tabs
      type="editable-card"
      size="small"
      activeKey={String(bills.active)}
      onChange={(key) => setBills((b) => ({ ...b, active: Number(key) }))}
      onEdit={(key, action) => action === "remove" && setBills((b) => closeBill(b, Number(key)))}
      hideAdd
      tabBarExtraContent={
        <Button size="small" icon={<PlusOutlined />} onClick={() => setBills(openBill)} data-testid="cashier-hold">
          {t("cashier.hold")}
        </Button>
      }
      items={bills.tabs.map((tab, i) => ({
        key: String(tab.id),
        label: t(tab.cart.sold ? "cashier.tabPaid" : "cashier.tab", { n: i + 1, lines: tab.cart.lines.length }),
        closable: !tab.cart.pending && (tab.cart.lines.length === 0 || Boolean(tab.cart.sold)),
      }))}
      style={{ marginBottom: -8 }}
      data-testid="cashier-tabs"
    />
  );
}
