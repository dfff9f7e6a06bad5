import { Select, Spin } from "antd";
import { type RefObject, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EntityRow } from "../entity/formValues";
import { useRemoteRows } from "../entity/inputs/useRemoteSearch";
import type { DocumentKind } from "./documentKind";
import { asLineItem, type LineItem } from "./useItem";

interface ItemPickerProps {
  kind: Pick<DocumentKind, "items">;
  value?: string;
  /** The line's copy of the item's name, so that a saved line needs no request to be named. */
  name?: string;
  onPick: (item?: LineItem) => void;
  autoFocus?: boolean;
  allowClear?: boolean;
  status?: "error";
  selectRef?: RefObject<{ focus: () => void } | null>;
  "aria-label"?: string;
}

const label = (item: LineItem) => [item.ma_vt, item.ten_vt].filter(Boolean).join(" · ");

/**
 * A line's item, searched on the server as the user types: code, name without diacritics or barcode
 * (`GET {items}?searchKey=`); the list is never loaded whole.
 */
export function ItemPicker({ kind, value, name, onPick, ...props }: ItemPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const { page, searching } = useRemoteRows<EntityRow>(kind.items, typed);
  const found = useMemo(() => (page?.items ?? []).map(asLineItem), [page]);
  const options = found.map((item) => ({ value: item.ma_vt, label: label(item) }));
  const current = value ? label({ ma_vt: value, ten_vt: name }) : undefined;

  return (
    <Select
      ref={props.selectRef as never}
      value={value || undefined}
      options={options}
      labelRender={(selected) => (selected.value === value ? current : selected.label)}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed, autoClearSearchValue: true }}
      onChange={(code?: string) => {
        setTyped("");
        onPick(found.find((item) => item.ma_vt === code));
      }}
      onBlur={() => setTyped("")}
      notFoundContent={typed.trim() ? searching ? <Spin size="small" /> : t("table.empty") : null}
      placeholder={t("document.lines.search")}
      autoFocus={props.autoFocus}
      allowClear={props.allowClear}
      status={props.status}
      aria-label={props["aria-label"]}
      style={{ width: "100%", minWidth: 220 }}
      popupMatchSelectWidth={false}
      data-testid="line-item"
    />
  );
}
