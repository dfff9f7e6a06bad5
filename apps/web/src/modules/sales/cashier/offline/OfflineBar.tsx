import { CloudOutlined, DisconnectOutlined, SyncOutlined } from "@ant-design/icons";
import { formatDateTime, formatNumber } from "@sen/core";
import { Alert, Button, Flex, List, Modal, Popconfirm, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OutboxSale } from "./outbox";
import type { CatalogueState } from "./useOfflineCashier";

interface OfflineBarProps {
  online: boolean;
  outbox: OutboxSale[];
  catalogue: CatalogueState;
  resync: () => void;
  flush: () => void;
  /** Opens a refused sale in a tab to be changed and sold again. */
  reopen: (sale: OutboxSale) => void;
  drop: (key: string) => void;
}

/**
 * Whether the counter is online, how many sales wait to be sent, how much of the catalogue the browser keeps; and
 * the sales the server refused, each to be changed and sold again or dropped.
 */
export function OfflineBar({ online, outbox, catalogue, resync, flush, reopen, drop }: OfflineBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const refused = outbox.filter((s) => s.problems);
  const waiting = outbox.length - refused.length;
  return (
    <Flex gap={8} align="center" wrap data-testid="cashier-offline-bar">
      {online ? (
        <Tag icon={<CloudOutlined />} color="success" data-testid="cashier-online">
          {t("cashier.offlineBar.online")}
        </Tag>
      ) : (
        <Tag icon={<DisconnectOutlined />} color="error" data-testid="cashier-online">
          {t("cashier.offlineBar.offline")}
        </Tag>
      )}
      <Tag color={waiting > 0 ? "warning" : "default"} data-testid="cashier-waiting">
        {t("cashier.offlineBar.waiting", { count: waiting })}
      </Tag>
      {waiting > 0 && online && (
        <Button size="small" icon={<SyncOutlined />} onClick={flush}>
          {t("cashier.offlineBar.send")}
        </Button>
      )}
      {refused.length > 0 && (
        <Button size="small" danger onClick={() => setOpen(true)} data-testid="cashier-refused">
          {t("cashier.offlineBar.refused", { count: refused.length })}
        </Button>
      )}
      <Typography.Text type="secondary" data-testid="cashier-catalogue">
        {catalogue.loading !== undefined
          ? t("cashier.offlineBar.loading", { count: formatNumber(catalogue.loading) })
          : catalogue.synced_at
            ? t("cashier.offlineBar.kept", {
                count: formatNumber(catalogue.count),
                at: formatDateTime(catalogue.synced_at).slice(0, 16),
              })
            : t("cashier.offlineBar.none")}
      </Typography.Text>
      {online && catalogue.loading === undefined && (
        <Button size="small" type="link" onClick={resync}>
          {t("cashier.offlineBar.resync")}
        </Button>
      )}
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        title={t("cashier.offlineBar.refusedTitle")}
        width={640}
      >
        <List
          dataSource={refused}
          locale={{ emptyText: t("cashier.empty") }}
          renderItem={(sale) => (
            <List.Item
              data-testid="cashier-refused-sale"
              actions={[
                <Button
                  key="reopen"
                  type="link"
                  onClick={() => {
                    reopen(sale);
                    setOpen(false);
                  }}
                >
                  {t("cashier.offlineBar.reopen")}
                </Button>,
                <Popconfirm key="drop" title={t("cashier.offlineBar.dropConfirm")} onConfirm={() => drop(sale.key)}>
                  <Button type="link" danger>
                    {t("cashier.offlineBar.drop")}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={t("cashier.offlineBar.sale", {
                  at: formatDateTime(sale.created_at),
                  amount: formatNumber(sale.receipt.tong_thanh_toan),
                })}
                description={<Alert type="error" message={sale.problems?.map((p) => <div key={p}>{p}</div>)} />}
              />
            </List.Item>
          )}
        />
      </Modal>
    </Flex>
  );
}
