import { formatNumber, type ReferenceField, serviceEntity } from "@sen/core";
import { Card, Checkbox, Flex, InputNumber, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ChoiceSelect } from "@/platform/entity/inputs/ChoiceSelect";
import { RemoteReferenceSelect } from "@/platform/entity/inputs/RemoteReferenceSelect";
import { TECHNICIAN } from "./servingFields";
import type { ServingLine } from "./servingKind";
import type { OpenPackage } from "./servingsApi";
import type { TillPick } from "./useServingTill";

/** The service a line of the till performs: any service of the catalogue. */
export const SERVICE: ReferenceField = {
  name: "ma_vt",
  kind: "reference",
  label: { vi: "Dịch vụ", en: "Service" },
  entity: serviceEntity.name,
  valueField: "ma_vt",
  labelField: "ten_vt",
};

/** A till line's inputs: its service (where it is chosen), how many, its technician; and what it is worth. */
export function TillLineInputs({
  pick,
  onChange,
  pickService,
  priced,
  unit,
}: {
  pick: TillPick;
  onChange: (pick: TillPick) => void;
  pickService: boolean;
  priced?: ServingLine;
  unit: string;
}) {
  const { t } = useTranslation();
  const amount = Number(priced?.tien ?? 0) || Number(priced?.gia_buoi ?? 0) * pick.so_luong;
  return (
    <Space wrap>
      {pickService && (
        <RemoteReferenceSelect
          field={SERVICE}
          target={serviceEntity}
          value={pick.ma_vt}
          onChange={(ma_vt) => onChange({ ...pick, ma_vt: ma_vt || undefined })}
          placeholder={t("servings.cashier.service")}
          aria-label={t("servings.cashier.service")}
          style={{ width: 260 }}
          data-testid="till-service"
        />
      )}
      <InputNumber
        min={1}
        max={1000}
        precision={0}
        value={pick.so_luong}
        onChange={(n) => onChange({ ...pick, so_luong: Number(n ?? 1) })}
        suffix={unit}
        aria-label={unit}
        style={{ width: 120 }}
      />
      <div data-testid="till-technician">
        <ChoiceSelect
          field={TECHNICIAN}
          value={pick.ma_nv}
          onChange={(ma_nv) => onChange({ ...pick, ma_nv })}
          style={{ width: 220 }}
        />
      </div>
      {priced && (
        <Typography.Text strong data-testid="till-line-amount">
          {formatNumber(amount)} ₫
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * One open package at the till, ticked to use it: sessions of its service, or package money spent on a service chosen
 * at its price; with the technician, and what the line is worth.
 */
export function TillPackageRow({
  p,
  pick,
  priced,
  onChange,
}: {
  p: OpenPackage;
  pick?: TillPick;
  priced?: ServingLine;
  onChange: (pick?: TillPick) => void;
}) {
  const { t } = useTranslation();
  const left = p.goi_tien
    ? t("servings.cashier.moneyLeft", { left: formatNumber(Number(p.tien_con ?? 0)) })
    : t("servings.cashier.left", { left: formatNumber(p.so_buoi_con), total: formatNumber(p.so_buoi) });
  return (
    <Card size="small" data-testid={`till-package-${p.so_ct}-${p.ma_vt}`}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Checkbox
          checked={Boolean(pick)}
          onChange={(e) =>
            onChange(e.target.checked ? { ma_vt: p.goi_tien ? undefined : p.ma_vt, so_luong: 1 } : undefined)
          }
          data-testid="till-pick"
        >
          <Typography.Text strong>{p.goi_tien ? t("servings.cashier.money") : (p.ten_vt ?? p.ma_vt)}</Typography.Text>{" "}
          <Typography.Text type="secondary">
            {p.so_ct} · {left}
          </Typography.Text>
        </Checkbox>
        {pick && (
          <TillLineInputs
            pick={pick}
            onChange={onChange}
            pickService={Boolean(p.goi_tien)}
            priced={priced}
            unit={p.goi_tien ? t("servings.cashier.turns") : t("servings.lines.sessions")}
          />
        )}
      </Flex>
    </Card>
  );
}
