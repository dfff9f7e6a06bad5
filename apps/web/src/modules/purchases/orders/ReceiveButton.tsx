import { ImportOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentRecord } from "@/platform/document";
import { useOrderActions } from "./useOrderActions";

/** 'Tạo phiếu nhập' on an approved order that still expects goods. */
export function ReceiveButton({ order }: { order: DocumentRecord & { da_nhan_du?: boolean | null } }) {
  const { t } = useTranslation();
  const { receive, mayReceive } = useOrderActions();
  const [busy, setBusy] = useState(false);
  if (!mayReceive(order)) return null;
  return (
    <Button
      icon={<ImportOutlined />}
      loading={busy}
      disabled={false}
      onClick={async () => {
        setBusy(true);
        await receive(order);
        setBusy(false);
      }}
      data-testid="order-receive"
    >
      {t("purchaseOrders.actions.receive")}
    </Button>
  );
}
