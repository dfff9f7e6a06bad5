import { SearchOutlined } from "@ant-design/icons";
import { DATE_FORMAT, formatNumber, PRICE_SOURCES, pick, type ReferenceField, rateEntity } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Col, DatePicker, Form, Row, Select, Space, Tag } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { ReferenceSelect } from "@/platform/entity/inputs/ReferenceSelect";
import { Panel } from "@/platform/Panel";
import { useSession } from "@/platform/session/sessionStore";
import { type PriceQuery, pricingApi, pricingKeys } from "../pricingApi";

const fieldOf = (name: string) => rateEntity.fields.find((f) => f.name === name) as ReferenceField;
const ITEM = fieldOf("ma_vt");
const UNIT = { ...fieldOf("ma_dvt"), required: false };

interface LookupValues {
  ma_vt?: string;
  ma_dvcs?: string;
  ngay?: Dayjs;
  ma_dvt?: string;
}

/** "Tra giá": the price in force of an item's unit in a branch on a day, and which rule gave it. */
export function PriceLookup() {
  const { t, i18n } = useTranslation();
  const branches = useSession((s) => s.allowed);
  const selectedBranch = useSession((s) => s.selectedBranch);
  const [query, setQuery] = useState<PriceQuery>();
  const price = useQuery({
    queryKey: pricingKeys.price(query ?? { ma_vt: "" }),
    queryFn: ({ signal }) => pricingApi.price(query as PriceQuery, signal),
    enabled: Boolean(query),
    retry: false,
  });

  const submit = (values: LookupValues) =>
    setQuery({
      ma_vt: values.ma_vt ?? "",
      ma_dvcs: values.ma_dvcs || undefined,
      ngay: (values.ngay ?? dayjs()).format("YYYY-MM-DD"),
      ma_dvt: values.ma_dvt || undefined,
    });
  const source = PRICE_SOURCES.find((s) => s.value === price.data?.nguon);
  const failure =
    price.error instanceof ApiError ? (Object.values(price.error.errors ?? {})[0] ?? price.error.message) : undefined;

  return (
    <Panel title={t("stockPricing.lookup.title")} data-testid="price-lookup">
      <Form<LookupValues>
        layout="vertical"
        initialValues={{ ma_dvcs: selectedBranch, ngay: dayjs() }}
        onFinish={submit}
        requiredMark={false}
      >
        <Row gutter={12} align="bottom">
          <Col xs={24} md={8}>
            <Form.Item
              name="ma_vt"
              label={t("stockPricing.lookup.product")}
              rules={[{ required: true, message: t("stockPricing.lookup.required") }]}
            >
              <ReferenceSelect field={ITEM} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="ma_dvcs" label={t("stockPricing.lookup.branch")}>
              <Select
                allowClear
                options={branches.map((b) => ({ value: b.ma_dvcs, label: `${b.ma_dvcs} - ${b.ten_dvcs}` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="ngay" label={t("stockPricing.lookup.date")}>
              <DatePicker format={DATE_FORMAT} allowClear={false} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="ma_dvt" label={t("stockPricing.lookup.unit")} tooltip={t("stockPricing.lookup.unitHint")}>
              <ReferenceSelect field={UNIT} />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={price.isFetching} block>
                {t("stockPricing.lookup.submit")}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
      {price.data && !price.isFetching && (
        <Space wrap size={12} data-testid="price-result">
          <strong style={{ fontSize: 20 }}>
            {formatNumber(price.data.gia)} ₫ / {price.data.ma_dvt}
          </strong>
          {source && <Tag color="blue">{pick(source.label, i18n.language)}</Tag>}
          {price.data.he_so !== 1 && (
            <span>
              {t("stockPricing.lookup.factor", {
                factor: formatNumber(price.data.he_so, 6).replace(/\.?0+$/, ""),
                unit: price.data.ma_dvt,
              })}
            </span>
          )}
        </Space>
      )}
    </Panel>
  );
}
