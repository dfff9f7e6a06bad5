import { Select } from "antd";
import { useEffect } from "react";
import type { DocumentKind } from "./documentKind";
import { type LineItem, useItemUnits } from "./useItem";

interface UnitSelectProps {
  kind: Pick<DocumentKind, "conversions">;
  item?: LineItem;
  value?: string;
  onChange?: (unit?: string) => void;
  "aria-label"?: string;
}

/** A line's unit: the item's base unit (chosen by default) or one of its conversions ("Hộp" = 10 "Chai"). */
export function UnitSelect({ kind, item, value, onChange, ...props }: UnitSelectProps) {
  const units = useItemUnits(kind, item);
  const base = item?.ma_dvt;
  useEffect(() => {
    if (!value && base) onChange?.(base);
  }, [value, base, onChange]);
  return (
    <Select
      value={value || undefined}
      onChange={onChange}
      options={units.map((unit) => ({ value: unit, label: unit }))}
      aria-label={props["aria-label"]}
      style={{ width: "100%", minWidth: 90 }}
      popupMatchSelectWidth={false}
      data-testid="line-unit"
    />
  );
}
