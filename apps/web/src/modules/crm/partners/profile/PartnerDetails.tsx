import { type Field, formatDate, formatDateTime, partnerEntity, pick } from "@sen/core";
import { Card, Descriptions, Grid } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceName } from "../ChoiceName";
import type { Partner } from "../partnersApi";
import { useAddressText } from "./useAddressText";

/** Fields the header card or the address line already show in their own way. */
const SHOWN_ELSEWHERE = new Set(["dia_chi", "dia_ban", "ten_nvbh"]);

function FieldValue({ field, partner }: { field: Field; partner: Partner }): ReactNode {
  const { t } = useTranslation();
  const value = partner[field.name];
  switch (field.kind) {
    case "enum":
    case "reference":
    case "dictionary":
      if (field.name === "ma_nvbh") return value ? `${String(value)} · ${partner.ten_nvbh ?? ""}` : null;
      return <ChoiceName field={field} value={value} />;
    case "date":
      return formatDate(value as string);
    case "datetime":
      return formatDateTime(value as string);
    case "boolean":
      return value ? t("table.yes") : t("table.no");
    case "url":
      return value ? (
        <a href={String(value)} target="_blank" rel="noreferrer noopener">
          {String(value)}
        </a>
      ) : null;
    default:
      return value === null || value === undefined ? null : String(value);
  }
}

/** Every field of the partner, the address written out with names rather than codes. */
export function PartnerDetails({ partner }: { partner: Partner }) {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const address = useAddressText(partner);
  const fields = partnerEntity.fields.filter((f) => !SHOWN_ELSEWHERE.has(f.name));
  return (
    <Card size="small" title={t("crmPartners.profile.details")}>
      <Descriptions
        size="small"
        bordered
        layout={screens.sm ? "horizontal" : "vertical"}
        column={{ xs: 1, md: 2 }}
        items={[
          ...fields.map((field) => ({
            key: field.name,
            label: pick(field.label, i18n.language),
            children: <FieldValue field={field} partner={partner} />,
            span: field.name === "ghi_chu" ? ("filled" as const) : undefined,
          })),
          { key: "address", label: t("crmPartners.profile.address"), children: address, span: "filled" as const },
        ]}
      />
    </Card>
  );
}
