import { DOCUMENT_STATUS, formatNumber, partnerEntity } from "@sen/core";
import { Alert, Button, Card, Checkbox, Col, Empty, Flex, InputNumber, Row, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChoiceSelect } from "@/platform/entity/inputs/ChoiceSelect";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { RemoteReferenceSelect } from "@/platform/entity/inputs/RemoteReferenceSelect";
import { useFeedback } from "@/platform/useFeedback";
import { CUSTOMER } from "../salesParts";
import { TECHNICIAN } from "./servingFields";
import type { OpenPackage } from "./servingsApi";
import { useOpenPackages } from "./useOpenPackages";
import { useServiceRooms } from "./useServiceRooms";
import { type TillPick, useServingTill } from "./useServingTill";

/** One open package at the till: ticked to use it, with its sessions and technician. */
function PackageRow({ p, pick, onChange }: { p: OpenPackage; pick?: TillPick; onChange: (pick?: TillPick) => void }) {
  const { t } = useTranslation();
  return (
    <Card size="small" data-testid={`till-package-${p.so_ct}-${p.ma_vt}`}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Checkbox
          checked={Boolean(pick)}
          onChange={(e) => onChange(e.target.checked ? { ma_vt: p.ma_vt, so_luong: 1 } : undefined)}
          data-testid="till-pick"
        >
          <Typography.Text strong>{p.ten_vt ?? p.ma_vt}</Typography.Text>{" "}
          <Typography.Text type="secondary">
            {p.so_ct} ·{" "}
            {t("servings.cashier.left", { left: formatNumber(p.so_buoi_con), total: formatNumber(p.so_buoi) })}
          </Typography.Text>
        </Checkbox>
        {pick && (
          <Space wrap>
            <InputNumber
              min={1}
              max={1000}
              precision={0}
              value={pick.so_luong}
              onChange={(n) => onChange({ ...pick, so_luong: Number(n ?? 1) })}
              addonAfter={t("servings.lines.sessions")}
              aria-label={t("servings.cashier.sessions")}
              style={{ width: 150 }}
            />
            <div style={{ width: 220 }} data-testid="till-technician">
              <ChoiceSelect field={TECHNICIAN} value={pick.ma_nv} onChange={(ma_nv) => onChange({ ...pick, ma_nv })} />
            </div>
          </Space>
        )}
      </Flex>
    </Card>
  );
}

/**
 * Thu ngân dịch vụ: the receptionist finds the customer by name or phone, ticks the packages used today with their
 * sessions and technicians, picks a room, and records the serving in one click (posted: the sessions used) or sends it
 * to the process board to wait. Single services paid on the spot are sold on a service bill (its own screen).
 */
export function ServingCashierPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [customer, setCustomer] = useState<string>();
  const [room, setRoom] = useState<string>();
  const rooms = useServiceRooms();
  const { data: packages = [], isFetching } = useOpenPackages(customer);
  const { picks, setPicks, submit, saving, last } = useServingTill();
  const picked = Object.keys(picks).length;
  const send = (status: string) => {
    if (!customer || picked === 0) {
      feedback.failure(t("servings.cashier.nothing"));
      return;
    }
    submit(customer, room, status)
      .then((doc) =>
        feedback.success(
          t(status === DOCUMENT_STATUS.posted ? "servings.cashier.posted" : "servings.cashier.queued", {
            so_ct: doc.so_ct,
          }),
        ),
      )
      .catch(() => undefined);
  };
  return (
    <Row gutter={[16, 16]} style={{ padding: 16 }}>
      <Col xs={24} lg={16}>
        <Card title={t("servings.cashier.title")}>
          <Flex vertical gap={12}>
            <RemoteReferenceSelect
              field={CUSTOMER}
              target={partnerEntity}
              value={customer}
              onChange={(code) => {
                setCustomer(code || undefined);
                setPicks({});
              }}
              allowClear
              placeholder={t("servings.cashier.find")}
              aria-label={t("servings.cashier.find")}
              style={{ width: "100%" }}
              data-testid="till-customer"
            />
            {customer && (
              <>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {t("servings.cashier.packages")}
                </Typography.Title>
                {packages.length === 0 && !isFetching ? (
                  <Empty description={t("servings.cashier.noPackages")} />
                ) : (
                  packages.map((p) => (
                    <PackageRow
                      key={p.stt_rec_goi}
                      p={p}
                      pick={picks[p.stt_rec_goi]}
                      onChange={(pick) =>
                        setPicks((all) => {
                          const { [p.stt_rec_goi]: _gone, ...rest } = all;
                          return pick ? { ...rest, [p.stt_rec_goi]: pick } : rest;
                        })
                      }
                    />
                  ))
                )}
                <Flex gap={8} wrap align="center">
                  <Select
                    value={room}
                    onChange={setRoom}
                    options={rooms}
                    allowClear
                    showSearch={foldedSearch}
                    placeholder={t("servings.noRoom")}
                    aria-label={t("servings.cashier.room")}
                    style={{ minWidth: 220 }}
                    data-testid="till-room"
                  />
                  <Button
                    type="primary"
                    loading={saving}
                    disabled={picked === 0}
                    onClick={() => send(DOCUMENT_STATUS.posted)}
                    data-testid="till-post"
                  >
                    {t("servings.cashier.post")}
                  </Button>
                  <Button
                    disabled={picked === 0 || saving}
                    onClick={() => send(DOCUMENT_STATUS.draft)}
                    data-testid="till-queue"
                  >
                    {t("servings.cashier.queue")}
                  </Button>
                </Flex>
              </>
            )}
            {last && (
              <Typography.Text data-testid="till-last">
                {t("servings.cashier.last")}: <Link to={`/sales/servings/${last.stt_rec}`}>{last.so_ct}</Link>
              </Typography.Text>
            )}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t("servings.cashier.singleTitle")}>
          <Alert type="info" showIcon message={t("servings.cashier.singleHint")} style={{ marginBottom: 12 }} />
          <Link to="/sales/services/new">
            <Button block>{t("servings.cashier.singleButton")}</Button>
          </Link>
        </Card>
      </Col>
    </Row>
  );
}
