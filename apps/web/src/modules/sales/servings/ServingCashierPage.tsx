import { DOCUMENT_STATUS, formatNumber, partnerEntity } from "@sen/core";
import { Alert, Button, Card, Col, Empty, Flex, Row, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "@/platform/api";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { RemoteReferenceSelect } from "@/platform/entity/inputs/RemoteReferenceSelect";
import { useFeedback } from "@/platform/useFeedback";
import { CUSTOMER } from "../salesParts";
import { TillPackageRow } from "./TillPackageRow";
import { TillSingles } from "./TillSingles";
import { useOpenPackages } from "./useOpenPackages";
import { useServiceRooms } from "./useServiceRooms";
import { useServingTill } from "./useServingTill";

/** Why the server would refuse the serving as it stands (a package money short): its field messages. */
const refusalText = (error: Error) =>
  (error instanceof ApiError && Object.values(error.errors ?? {}).join(" ")) || error.message;

/**
 * Thu ngân dịch vụ: the receptionist finds the customer by name or phone, ticks the packages used today (sessions, or
 * package money spent on a service) with their technicians, adds single services paid now and takes their payment,
 * picks a room, and records the serving in one click (posted: the sessions and money used, the single services sold on
 * a service bill) or sends it to the process board to wait.
 */
export function ServingCashierPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [customer, setCustomer] = useState<string>();
  const [room, setRoom] = useState<string>();
  const rooms = useServiceRooms();
  const { data: packages = [], isFetching } = useOpenPackages(customer);
  const till = useServingTill(customer, room);
  const { picks, setPicks, submit, saving, last } = till;
  const picked = Object.keys(picks).length + till.added.length;
  const send = (status: string) => {
    if (!customer || picked === 0) {
      feedback.failure(t("servings.cashier.nothing"));
      return;
    }
    submit(status)
      .then((doc) =>
        feedback.success(
          [
            t(status === DOCUMENT_STATUS.posted ? "servings.cashier.posted" : "servings.cashier.queued", {
              so_ct: doc.so_ct,
            }),
            doc.so_ct_dv ? t("servings.cashier.billed", { so_ct: doc.so_ct_dv }) : "",
          ].join(" "),
        ),
      )
      .catch(() => undefined);
  };
  return (
    <Row gutter={[16, 16]} style={{ padding: 16 }}>
      <Col xs={24} lg={14}>
        <Card title={t("servings.cashier.title")}>
          <Flex vertical gap={12}>
            <RemoteReferenceSelect
              field={CUSTOMER}
              target={partnerEntity}
              value={customer}
              onChange={(code) => {
                setCustomer(code || undefined);
                till.reset();
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
                    <TillPackageRow
                      key={p.stt_rec_goi}
                      p={p}
                      pick={picks[p.stt_rec_goi]}
                      priced={till.lineOf(Object.keys(picks).indexOf(p.stt_rec_goi))}
                      onChange={(pick) =>
                        setPicks((all) => {
                          const { [p.stt_rec_goi]: _gone, ...rest } = all;
                          return pick ? { ...rest, [p.stt_rec_goi]: pick } : rest;
                        })
                      }
                    />
                  ))
                )}
              </>
            )}
            {last && (
              <Typography.Text data-testid="till-last">
                {t("servings.cashier.last")}: <Link to={`/sales/servings/${last.stt_rec}`}>{last.so_ct}</Link>
                {last.stt_rec_dv && (
                  <span data-testid="till-bill">
                    {" · "}
                    {t("servings.cashier.bill")}: <Link to={`/sales/services/${last.stt_rec_dv}`}>{last.so_ct_dv}</Link>
                  </span>
                )}
              </Typography.Text>
            )}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={16}>
          <TillSingles till={till} first={Object.keys(picks).length} customer={customer} />
          {customer && (
            <Card size="small">
              <Flex vertical gap={8}>
                {till.refusal && <Alert type="warning" showIcon message={refusalText(till.refusal)} />}
                <Select
                  value={room}
                  onChange={setRoom}
                  options={rooms}
                  allowClear
                  showSearch={foldedSearch}
                  placeholder={t("servings.noRoom")}
                  aria-label={t("servings.cashier.room")}
                  style={{ width: "100%" }}
                  data-testid="till-room"
                />
                <Flex gap={8} wrap>
                  <Button
                    type="primary"
                    loading={saving}
                    disabled={picked === 0}
                    onClick={() => send(DOCUMENT_STATUS.posted)}
                    data-testid="till-post"
                  >
                    {till.due > 0
                      ? t("servings.cashier.postPaid", { tien: formatNumber(till.due) })
                      : t("servings.cashier.post")}
                  </Button>
                  <Button
                    disabled={picked === 0 || saving}
                    onClick={() => send(DOCUMENT_STATUS.draft)}
                    data-testid="till-queue"
                  >
                    {t("servings.cashier.queue")}
                  </Button>
                </Flex>
              </Flex>
            </Card>
          )}
        </Flex>
      </Col>
    </Row>
  );
}
