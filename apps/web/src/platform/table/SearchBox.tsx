import { SearchOutlined } from "@ant-design/icons";
import { Input, type InputRef } from "antd";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";

/** The table's search box; F3 focuses it (see useTableHotkeys). */
export function SearchBox({
  value,
  onChange,
  inputRef,
  block = false,
}: {
  value: string;
  onChange: (text: string) => void;
  inputRef: Ref<InputRef>;
  /** Takes all the width there is (a phone's first line). */
  block?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Input
      ref={inputRef}
      allowClear
      value={value}
      onChange={(event) => onChange(event.target.value)}
      prefix={<SearchOutlined />}
      placeholder={t("table.searchHint")}
      aria-label={t("table.search")}
      data-testid="table-search"
      style={{ flex: "1 1 180px", maxWidth: block ? undefined : 320 }}
    />
  );
}
