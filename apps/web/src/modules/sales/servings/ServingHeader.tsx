import { formatDateTime, formatNumber } from "@sen/core";
import { Col, ConfigProvider, Descriptions, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NumberAndDate } from "@/platform/document/NumberAndDate";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { CustomerItem } from "../salesParts";
import { ServingStateTag } from "./ServingStateTag";
import type { ServingRecord } from "./servingKind";
import { useServiceRooms } from "./useServiceRooms";

/**
 * A saved serving's process: its state, start and end, the service bill that sold its services paid now, and what the
 * customer owes for sessions beyond a package.
 */
function ProcessFacts({ doc }: { doc: ServingRecord }) {
  const { t } = useTranslation();
  const owed = Number(doc.con_no ?? 0);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 4 }}
      items={[
        { key: "state", label: t("servings.state"), children: <ServingStateTag state={doc.trang_thai} /> },
        { key: "start", label: t("servings.times.start"), children: formatDateTime(doc.bat_dau) },
        { key: "end", label: t("servings.times.end"), children: formatDateTime(doc.ket_thuc) },
        ...(doc.ma_kho ? [{ key: "kho", label: t("servings.warehouse"), children: doc.ten_kho ?? doc.ma_kho }] : []),
        ...(doc.stt_rec_dv
          ? [
              {
                key: "bill",
                label: t("servings.cashier.bill"),
                children: (
                  <Link to={`/sales/services/${doc.stt_rec_dv}`} data-testid="serving-bill">
                    {doc.so_ct_dv}
                  </Link>
                ),
              },
            ]
          : []),
        ...(owed > 0
          ? [
              {
                key: "owed",
                label: t("servings.owed"),
                children: <strong data-testid="serving-owed">{formatNumber(owed)}</strong>,
              },
            ]
          : []),
      ]}
    />
  );
}

/** The serving's header: number, date, customer, room, description; once saved, where it is in the process. */
export function ServingHeader({ number }: { number?: string }) {
  const { t } = useTranslation();
  const rooms = useServiceRooms();
  const saved = Form.useWatch("saved", { preserve: true }) as ServingRecord | undefined;
  return (
    <>
      <Row gutter={16}>
        <NumberAndDate number={number} />
        <Col xs={24} md={8}>
          <CustomerItem
            label={t("servings.customer")}
            placeholder={t("servings.customerHint")}
            required
            testId="serving-customer"
          />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="ma_phong" label={t("servings.room")}>
            <Select
              options={rooms}
              allowClear
              showSearch={foldedSearch}
              placeholder={t("servings.noRoom")}
              data-testid="serving-room"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="dien_giai" label={t("document.description")}>
            <Input maxLength={500} data-testid="document-description" />
          </Form.Item>
        </Col>
      </Row>
      {saved?.stt_rec && (
        // Facts, not inputs: shown in their colours although the saved form is read only.
        <ConfigProvider componentDisabled={false}>
          <ProcessFacts doc={saved} />
        </ConfigProvider>
      )}
    </>
  );
}
