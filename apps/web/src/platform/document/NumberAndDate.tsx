import { DATE_FORMAT } from "@sen/core";
import { Col, DatePicker, Form, Input } from "antd";
import { useTranslation } from "react-i18next";

/** The first two thirds of a document's header row: its number once given, and its date (required). */
export function NumberAndDate({ number }: { number?: string }) {
  const { t } = useTranslation();
  const date = t("document.date");
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item label={t("document.number")}>
          <Input value={number} placeholder={t("document.numberPending")} readOnly data-testid="document-number" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="ngay_ct"
          label={date}
          rules={[{ required: true, message: t("document.required", { field: date.toLowerCase() }) }]}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: "100%" }} allowClear={false} data-testid="document-date" />
        </Form.Item>
      </Col>
    </>
  );
}
