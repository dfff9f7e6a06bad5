import { DATE_FORMAT } from "@sen/core";
import { Col, DatePicker, Form, Input, Row, Select } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "../entity/inputs/foldedSearch";
import type { DocumentKind } from "./documentKind";
import { NumberAndDate } from "./NumberAndDate";
import { useSupplierOptions } from "./useSupplierOptions";
import { useWarehouseOptions } from "./useWarehouseOptions";

/**
 * The header inputs: date, warehouse (and the receiving one of a transfer; the supplier and the expected date of a
 * purchase), what the kind adds (`extra`: a third of the row, a return's bill), description; the number once given.
 */
export function DocumentHeader({ kind, number, extra }: { kind: DocumentKind; number?: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const warehouses = useWarehouseOptions(kind);
  const suppliers = useSupplierOptions(kind);
  const transfer = kind.header.includes("ma_kho_nhan");
  const choose = (field: string) => t("document.required", { field: field.toLowerCase() });
  const source = t(transfer ? "document.sourceWarehouse" : "document.warehouse");
  return (
    <Row gutter={16}>
      <NumberAndDate number={number} />
      {kind.header.includes("ma_kho") && (
        <Col xs={24} md={8}>
          <Form.Item name="ma_kho" label={source} rules={[{ required: true, message: choose(source) }]}>
            <Select options={warehouses} showSearch={foldedSearch} data-testid="document-warehouse" />
          </Form.Item>
        </Col>
      )}
      {transfer && (
        <Col xs={24} md={8}>
          <Form.Item
            name="ma_kho_nhan"
            label={t("document.receivingWarehouse")}
            dependencies={["ma_kho"]}
            rules={[
              { required: true, message: choose(t("document.receivingWarehouse")) },
              ({ getFieldValue }) => ({
                validator: (_rule, value) =>
                  value && value === getFieldValue("ma_kho")
                    ? Promise.reject(new Error(t("document.sameWarehouse")))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Select options={warehouses} showSearch={foldedSearch} data-testid="document-receiving-warehouse" />
          </Form.Item>
        </Col>
      )}
      {kind.header.includes("ma_ncc") && (
        <Col xs={24} md={16}>
          <Form.Item
            name="ma_ncc"
            label={t("document.supplier")}
            rules={[{ required: true, message: choose(t("document.supplier")) }]}
          >
            <Select options={suppliers} showSearch={foldedSearch} data-testid="document-supplier" />
          </Form.Item>
        </Col>
      )}
      {kind.header.includes("ngay_giao") && (
        <Col xs={24} md={8}>
          <Form.Item name="ngay_giao" label={t("document.expectedDate")}>
            <DatePicker format={DATE_FORMAT} style={{ width: "100%" }} data-testid="document-expected-date" />
          </Form.Item>
        </Col>
      )}
      {extra && (
        <Col xs={24} md={8}>
          {extra}
        </Col>
      )}
      <Col xs={24} md={transfer || extra ? 16 : 24}>
        <Form.Item name="dien_giai" label={t("document.description")}>
          <Input maxLength={500} data-testid="document-description" />
        </Form.Item>
      </Col>
    </Row>
  );
}
