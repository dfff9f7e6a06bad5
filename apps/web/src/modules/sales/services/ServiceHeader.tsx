import type { ReferenceField } from "@sen/core";
import { Col, Form, Row } from "antd";
import { useTranslation } from "react-i18next";
import { DocumentHeader } from "@/platform/document/DocumentHeader";
import { ReferenceSelect } from "@/platform/entity/inputs/ReferenceSelect";
import { CustomerItem } from "../salesParts";
import { serviceGoods } from "./serviceKind";
import { useDefaultWarehouse } from "./useDefaultWarehouse";

/** The salesperson who sold the services: an employee in service, named by the bill's copy of the name. */
const SALESPERSON: ReferenceField = {
  name: "ma_nvbh",
  kind: "reference",
  label: { vi: "Nhân viên bán hàng", en: "Salesperson" },
  entity: "employee",
  valueField: "ma_nv",
  labelField: "ten_nv",
  copyLabelTo: "ten_nvbh",
};

/**
 * The bill's header: number, date, the warehouse (the branch's default one on a new bill), the customer (required for
 * a package: the server says so), the salesperson, the description.
 */
export function ServiceHeader({ number }: { number?: string }) {
  const { t } = useTranslation();
  useDefaultWarehouse(!number);
  const customer = (
    <CustomerItem label={t("services.customer")} placeholder={t("services.customerHint")} testId="service-customer" />
  );
  return (
    <>
      <DocumentHeader kind={serviceGoods} number={number} extra={customer} />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="ma_nvbh" label={t("services.salesperson")}>
            <ReferenceSelect field={SALESPERSON} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
