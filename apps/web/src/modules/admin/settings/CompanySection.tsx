import { isValidPhone, SHOP_TEXT_MAX, taxCodeProblem } from "@sen/core";
import { Card, Col, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";

const rejectWith = (message: string | undefined) => (message ? Promise.reject(new Error(message)) : Promise.resolve());

/** Công ty: the name, tax code, address and contacts printed at the head of every form. */
export function CompanySection() {
  const { t } = useTranslation();
  const label = (name: string) => t(`admin.shop.fields.${name}`);
  return (
    <Card size="small" title={t("admin.shop.sections.company")}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="ten_cong_ty" label={label("ten_cong_ty")}>
            <Input maxLength={SHOP_TEXT_MAX.ten_cong_ty} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="ma_so_thue"
            label={label("ma_so_thue")}
            extra={t("admin.shop.hints.ma_so_thue")}
            rules={[
              {
                validator: (_, value?: string) => {
                  const problem = value?.trim() ? taxCodeProblem(value.trim()) : undefined;
                  return rejectWith(
                    problem &&
                      t(problem === "format" ? "admin.shop.errors.taxFormat" : "admin.shop.errors.taxCheckDigit"),
                  );
                },
              },
            ]}
          >
            <Input maxLength={SHOP_TEXT_MAX.ma_so_thue} inputMode="numeric" placeholder="0312345678" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="dia_chi" label={label("dia_chi")}>
            <Input maxLength={SHOP_TEXT_MAX.dia_chi} autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="dien_thoai"
            label={label("dien_thoai")}
            rules={[
              {
                validator: (_, value?: string) =>
                  rejectWith(value?.trim() && !isValidPhone(value.trim()) ? t("admin.shop.errors.phone") : undefined),
              },
            ]}
          >
            <Input maxLength={SHOP_TEXT_MAX.dien_thoai} inputMode="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={label("email")}
            rules={[{ type: "email", message: t("admin.shop.errors.email") }]}
          >
            <Input type="email" maxLength={SHOP_TEXT_MAX.email} autoComplete="email" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
