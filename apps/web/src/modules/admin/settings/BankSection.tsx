import { accountHolderAsTyped, BANK_ACCOUNT, SHOP_TEXT_MAX, VIETNAM_BANKS } from "@sen/core";
import { Card, Col, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { showBlankAsNone } from "./shopSettingsForm";
import { VietQrPreview } from "./VietQrPreview";

const BANK_OPTIONS = VIETNAM_BANKS.map((bank) => ({ value: bank.bin, label: `${bank.short_name} - ${bank.name}` }));

/** Ngân hàng (VietQR): the account customers pay into by scanning, with a sample code to try. */
export function BankSection() {
  const { t } = useTranslation();
  const label = (name: string) => t(`admin.shop.fields.${name}`);
  return (
    <Card size="small" title={t("admin.shop.sections.bank")}>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Form.Item
            name="ma_ngan_hang"
            label={label("ma_ngan_hang")}
            normalize={(value?: string) => value ?? ""}
            getValueProps={showBlankAsNone}
          >
            <Select
              options={BANK_OPTIONS}
              placeholder={t("admin.shop.placeholders.bank")}
              allowClear
              showSearch={foldedSearch}
              data-testid="shop-bank"
            />
          </Form.Item>
          <Form.Item
            name="so_tai_khoan"
            label={label("so_tai_khoan")}
            normalize={(value?: string) => value?.replace(/\s+/g, "")}
            rules={[
              {
                validator: (_, value?: string) =>
                  !value || BANK_ACCOUNT.test(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("admin.shop.errors.account"))),
              },
            ]}
          >
            <Input maxLength={SHOP_TEXT_MAX.so_tai_khoan} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="chu_tai_khoan"
            label={label("chu_tai_khoan")}
            extra={t("admin.shop.hints.chu_tai_khoan")}
            normalize={(value?: string) => (value ? accountHolderAsTyped(value) : value)}
          >
            <Input maxLength={SHOP_TEXT_MAX.chu_tai_khoan} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={10}>
          <VietQrPreview />
        </Col>
      </Row>
    </Card>
  );
}
