import { DATE_FORMAT } from "@sen/core";
import { Col, DatePicker, Form, Input, Row } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A new document's date and description, with the kind's own header inputs between them. */
export function DateNoteInputs({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item
          name="ngay_ct"
          label={t("noName.date")}
          rules={[{ required: true, message: t("document.required", { field: t("noName.date").toLowerCase() }) }]}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: "100%" }} allowClear={false} data-testid="no-name-date" />
        </Form.Item>
      </Col>
      {children}
      <Col xs={24}>
        <Form.Item name="dien_giai" label={t("noName.note")}>
          <Input maxLength={500} data-testid="no-name-note" />
        </Form.Item>
      </Col>
    </Row>
  );
}
