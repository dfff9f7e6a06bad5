import { KeyOutlined, SyncOutlined } from "@ant-design/icons";
import { formatDateTime, formatNumber } from "@sen/core";
import { Alert, Button, Card, Descriptions, Flex, Progress, Table, Tag, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";
import { type CardCryptoStatus, cardCryptoApi } from "./cardCryptoApi";

/** How often the status is read while the card data is re-encrypted. */
const POLL_MS = 1000;

type KeyVersion = CardCryptoStatus["versions"][number];

const STATE_COLOR: Record<string, string> = { active: "green", retiring: "orange", retired: "default" };

/**
 * /system/cryptography/customer-card (administrators): the card key in use and what each key version holds (card
 * numbers, their history, PINs); "Đổi khóa và mã hóa lại" makes a new key after a confirmation, and the progress bar
 * follows the re-encryption until every value is under the new key.
 */
export function CustomerCardCryptoPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [status, setStatus] = useState<CardCryptoStatus>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setStatus(await cardCryptoApi.status());
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    }
  }, [feedback]);

  useEffect(() => {
    void load();
  }, [load]);

  const running = status?.job.running ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const rotate = () =>
    feedback
      .confirm(t("system.cardCrypto.confirmBody", { total: formatNumber(status?.job.total ?? 0) }), async () => {
        setBusy(true);
        try {
          setStatus(await cardCryptoApi.rotate());
          feedback.success(t("system.cardCrypto.started"));
        } catch (error) {
          feedback.error(error instanceof Error ? error.message : String(error));
          await load();
        } finally {
          setBusy(false);
        }
      })
      .update({ title: t("system.cardCrypto.confirmTitle"), okText: t("system.cardCrypto.confirmOk") });

  const count = (n: number) => formatNumber(n);
  const stateLabel = (state: string) =>
    ({
      active: t("system.cardCrypto.stateActive"),
      retiring: t("system.cardCrypto.stateRetiring"),
      retired: t("system.cardCrypto.stateRetired"),
    })[state] ?? state;
  const job = status?.job;
  const percent = job && job.total > 0 ? Math.floor((job.done / job.total) * 100) : 100;
  const plain = status ? status.plain.cards + status.plain.histories + status.plain.pins : 0;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("system.cardCrypto.intro")}
      </Typography.Paragraph>
      <Card size="small" loading={!status}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: "key",
              label: t("system.cardCrypto.activeKey"),
              children: status?.active ? (
                <Tag icon={<KeyOutlined />} color="green">
                  {t("system.cardCrypto.version", { version: status.active.version })}
                </Tag>
              ) : (
                t("system.cardCrypto.noKey")
              ),
            },
            {
              key: "created",
              label: t("system.cardCrypto.createdAt"),
              children: status?.active ? formatDateTime(status.active.created_at) : "",
            },
            { key: "total", label: t("system.cardCrypto.total"), children: count(job?.total ?? 0) },
            ...(plain > 0 ? [{ key: "plain", label: t("system.cardCrypto.plain"), children: count(plain) }] : []),
          ]}
        />
      </Card>
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex gap={12} align="center" wrap>
            <Button
              type="primary"
              icon={<SyncOutlined />}
              loading={busy}
              disabled={!status || running}
              onClick={rotate}
            >
              {t("system.cardCrypto.rotate")}
            </Button>
            {running && <Typography.Text type="secondary">{t("system.cardCrypto.running")}</Typography.Text>}
          </Flex>
          {job && (
            <div data-testid="card-crypto-progress">
              <Progress percent={percent} status={running ? "active" : "success"} />
              <Typography.Text>
                {t("system.cardCrypto.progress", { done: count(job.done), total: count(job.total) })}
              </Typography.Text>
            </div>
          )}
          {status?.active && !running && (
            <Alert type="success" showIcon message={t("system.cardCrypto.done", { version: status.active.version })} />
          )}
        </Flex>
      </Card>
      <Card size="small" title={t("system.cardCrypto.versions")}>
        <Table<KeyVersion>
          size="small"
          rowKey="version"
          pagination={false}
          dataSource={status?.versions ?? []}
          columns={[
            { title: t("system.cardCrypto.colVersion"), dataIndex: "version", width: 100 },
            {
              title: t("system.cardCrypto.colState"),
              dataIndex: "state",
              render: (state: string) => <Tag color={STATE_COLOR[state]}>{stateLabel(state)}</Tag>,
            },
            { title: t("system.cardCrypto.colCards"), dataIndex: "cards", align: "right", render: count },
            { title: t("system.cardCrypto.colHistories"), dataIndex: "histories", align: "right", render: count },
            { title: t("system.cardCrypto.colPins"), dataIndex: "pins", align: "right", render: count },
            {
              title: t("system.cardCrypto.colCreated"),
              dataIndex: "created_at",
              render: (at: string) => formatDateTime(at),
            },
            {
              title: t("system.cardCrypto.colRetired"),
              dataIndex: "retired_at",
              render: (at: string | null) => (at ? formatDateTime(at) : ""),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
