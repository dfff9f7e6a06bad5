import { partnerEntity, pick } from "@sen/core";
import { Col, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useFieldOptions } from "@/platform/entity/useFieldOptions";
import type { PartnerFilterValues } from "./partnerFilter";

const field = (name: string) => {
  const found = partnerEntity.fields.find((f) => f.name === name);
  if (!found) throw new Error(`partner has no field ${name}`);
  return found;
};
const SOURCE = field("ma_nguon");
const LEVEL = field("ma_cap_do");
const SALESPERSON = field("ma_nvbh");
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

interface PartnerFilterFieldsProps {
  value: PartnerFilterValues;
  onChange: (value: PartnerFilterValues) => void;
  /** Broadcasts also choose by the month of birth. */
  withBirthMonth?: boolean;
}

/** The conditions partners are chosen by: source, level, salesperson, VIP, a search (and a birth month). */
export function PartnerFilterFields({ value, onChange, withBirthMonth }: PartnerFilterFieldsProps) {
  const { t, i18n } = useTranslation();
  const sources = useFieldOptions(SOURCE);
  const levels = useFieldOptions(LEVEL);
  const salespeople = useFieldOptions(SALESPERSON);
  const set = (change: Partial<PartnerFilterValues>) => onChange({ ...value, ...change });
  const label = (f: typeof SOURCE) => pick(f.label, i18n.language);
  const select = (name: "ma_nguon" | "ma_cap_do" | "ma_nvbh", f: typeof SOURCE, options: typeof sources) => (
    <Select
      allowClear
      showSearch={{ optionFilterProp: "label" }}
      value={value[name]}
      onChange={(v?: string) => set({ [name]: v || undefined })}
      options={options}
      placeholder={t("crmCampaigns.anyOf", { field: label(f).toLowerCase() })}
      aria-label={label(f)}
      style={{ width: "100%" }}
    />
  );
  const item = (title: string, control: React.ReactNode) => (
    <Col xs={24} sm={12} lg={withBirthMonth ? 8 : 12}>
      <div style={{ marginBottom: 4 }}>{title}</div>
      {control}
    </Col>
  );
  return (
    <Row gutter={[12, 12]}>
      {item(label(SOURCE), select("ma_nguon", SOURCE, sources))}
      {item(label(LEVEL), select("ma_cap_do", LEVEL, levels))}
      {item(label(SALESPERSON), select("ma_nvbh", SALESPERSON, salespeople))}
      {item(
        t("crmCampaigns.vip"),
        <Select
          allowClear
          value={value.vip === undefined ? undefined : String(value.vip)}
          onChange={(v?: string) => set({ vip: v === undefined ? undefined : v === "true" })}
          options={[
            { value: "true", label: t("crmCampaigns.vipOnly") },
            { value: "false", label: t("crmCampaigns.vipNot") },
          ]}
          placeholder={t("crmCampaigns.anyone")}
          aria-label={t("crmCampaigns.vip")}
          style={{ width: "100%" }}
        />,
      )}
      {withBirthMonth &&
        item(
          t("crmCampaigns.birthMonth"),
          <Select
            allowClear
            value={value.birthday_month}
            onChange={(v?: number) => set({ birthday_month: v })}
            options={MONTHS.map((m) => ({ value: m, label: t("crmCampaigns.month", { month: m }) }))}
            placeholder={t("crmCampaigns.anyone")}
            aria-label={t("crmCampaigns.birthMonth")}
            style={{ width: "100%" }}
          />,
        )}
      {item(
        t("crmCampaigns.keyword"),
        <Input
          allowClear
          value={value.searchKey}
          onChange={(e) => set({ searchKey: e.target.value })}
          placeholder={t("crmCampaigns.keywordHint")}
          aria-label={t("crmCampaigns.keyword")}
        />,
      )}
    </Row>
  );
}
