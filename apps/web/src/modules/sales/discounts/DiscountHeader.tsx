import { DATE_FORMAT, partnerEntity, type ReferenceField } from "@sen/core";
import { Col, DatePicker, Form, Input, Row, Select, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { branchName } from "@/platform/branches/branchesInView";
import { NumberAndDate } from "@/platform/document/NumberAndDate";
import { ChoiceSelect } from "@/platform/entity/inputs/ChoiceSelect";
import { RemoteReferenceSelect } from "@/platform/entity/inputs/RemoteReferenceSelect";
import { useSession } from "@/platform/session/sessionStore";
import { BranchItem } from "../promotions/PromotionHeader";
import { CUSTOMER } from "../salesParts";

/** The customer group a discount is for: any level. */
export const CUSTOMER_GROUP: ReferenceField = {
  name: "nh_kh",
  kind: "reference",
  label: { vi: "Nhóm khách hàng", en: "Customer group" },
  entity: "customer-group",
  valueField: "ma_nh",
  labelField: "ten_nh",
};

/** Every branch the user works with, for the branch a discount applies in. */
function useAllBranches() {
  const { i18n } = useTranslation();
  const allowed = useSession((s) => s.allowed);
  return useMemo(
    () => allowed.map((b) => ({ value: b.ma_dvcs, label: `${b.ma_dvcs} · ${branchName(b, i18n.language)}` })),
    [allowed, i18n.language],
  );
}

/** The customer a discount is for, named by the name the document keeps; cleared, the discount is for everyone. */
function CustomerInput() {
  const { t } = useTranslation();
  const name = Form.useWatch("ten_kh", { preserve: true }) as string | undefined;
  return (
    <Form.Item name="ma_kh" label={t("discounts.customer")}>
      <RemoteReferenceSelect
        field={CUSTOMER}
        target={partnerEntity}
        copiedName={name}
        allowClear
        placeholder={t("discounts.everyCustomer")}
        data-testid="discount-customer"
      />
    </Form.Item>
  );
}

/**
 * A discount's header: number, date and branch of the document (a saved one's branch is fixed, its number being the
 * branch's); the days it holds (no last day: open-ended), the branch it applies in (none: every branch), whom it is
 * for (a customer, a customer group, or everyone), description.
 */
export function DiscountHeader({ number }: { number?: string }) {
  const { t } = useTranslation();
  const everywhere = useAllBranches();
  const from = t("discounts.fromDay");
  return (
    <Row gutter={16}>
      <NumberAndDate number={number} />
      <BranchItem number={number} label={t("discounts.branch")} testId="discount-branch" />
      <Col xs={24} md={8}>
        <Form.Item
          name="tu_ngay"
          label={from}
          rules={[{ required: true, message: t("document.required", { field: from.toLowerCase() }) }]}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: "100%" }} allowClear={false} data-testid="discount-from" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="den_ngay" label={t("discounts.toDay")}>
          <DatePicker
            format={DATE_FORMAT}
            style={{ width: "100%" }}
            placeholder={t("discounts.openEnded")}
            data-testid="discount-to"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="ma_dvcs_ck" label={t("discounts.branchApplied")}>
          <Select
            options={everywhere}
            allowClear
            placeholder={t("discounts.everyBranch")}
            data-testid="discount-branch-applied"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <CustomerInput />
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="nh_kh" label={t("discounts.customerGroup")}>
          <ChoiceSelect field={CUSTOMER_GROUP} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="dien_giai" label={t("document.description")}>
          <Input maxLength={500} data-testid="document-description" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Typography.Text type="secondary">{t("discounts.everyCustomerHint")}</Typography.Text>
      </Col>
    </Row>
  );
}
