import { Col, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { ChoiceSelect } from "@/platform/entity/inputs/ChoiceSelect";
import { partnerField } from "../partnerFields";

export interface TransferTarget {
  ma_nvbh_moi: string;
  ly_do?: string;
}

/** The salesperson who takes the partners over, and why (inside a Form). */
export function TransferTargetFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="ma_nvbh_moi"
          label={t("crmPartners.transfer.to")}
          rules={[{ required: true, message: t("entity.required", { field: t("crmPartners.transfer.to") }) }]}
        >
          <ChoiceSelect field={{ ...partnerField("ma_nvbh"), required: true }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="ly_do" label={t("crmPartners.transfer.reason")}>
          <Input maxLength={2000} />
        </Form.Item>
      </Col>
    </Row>
  );
}
