import { type EntityDefinition, pick, type ReferenceField } from "@sen/core";
import { Select, Spin } from "antd";
import { type CSSProperties, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLabel } from "./remoteOptions";
import { type RemoteOption, useLabelOf, useRemoteSearch } from "./useRemoteSearch";

export interface RemoteReferenceSelectProps {
  field: ReferenceField;
  /** The definition the field refers to (a `large` one). */
  target: EntityDefinition;
  value?: string;
  onChange?: (value?: string) => void;
  /** What the current value is called (the record's copy of the name), so that no request is needed for it. */
  copiedName?: string;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
  "aria-label"?: string;
  "data-testid"?: string;
}

/**
 * A reference to an entity too large to load (partners): the choices are searched on the server as the user types
 * (code, name or phone), shown as "KH000001 · Nguyễn Thị Mai · 0901234567"; the current value is named from the
 * record's copied name.
 */
export function RemoteReferenceSelect({
  field,
  target,
  value,
  onChange,
  copiedName,
  ...props
}: RemoteReferenceSelectProps) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState("");
  const [picked, setPicked] = useState<RemoteOption>();
  const { options, searching } = useRemoteSearch(field, target, typed);
  const current = value || "";

  let known: string | undefined;
  if (picked?.value === current) known = picked.label;
  else if (copiedName) known = currentLabel(current, copiedName);
  const looked = useLabelOf(field, target, current, Boolean(known) || options.some((o) => o.value === current));

  const choose = (next?: string) => {
    setPicked(options.find((o) => o.value === next));
    setTyped("");
    onChange?.(next ?? "");
  };

  let notFound: ReactNode = null;
  if (typed.trim()) notFound = searching ? <Spin size="small" /> : t("table.empty");

  return (
    <Select<string, RemoteOption>
      id={props.id}
      aria-label={props["aria-label"]}
      data-testid={props["data-testid"]}
      style={props.style}
      value={current || undefined}
      onChange={choose}
      options={options}
      allowClear={props.allowClear ?? !field.required}
      placeholder={props.placeholder ?? t("entity.choose", { field: pick(field.label, i18n.language).toLowerCase() })}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed, autoClearSearchValue: true }}
      labelRender={(selected) => selected.label ?? known ?? looked ?? selected.value}
      notFoundContent={notFound}
      onBlur={() => setTyped("")}
    />
  );
}
