import { SEARCH_DEBOUNCE_MS } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Select, Spin } from "antd";
import { type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import type { Customer } from "./cashierApi";

interface CustomerPickerProps {
  /** Finds customers by what was typed (on the server, or in the browser when it cannot be reached). */
  find: (text: string, signal?: AbortSignal) => Promise<Customer[]>;
  value?: Customer;
  onChange: (customer?: Customer) => void;
  pickerRef: RefObject<{ focus: () => void } | null>;
  disabled?: boolean;
}

const label = (c: Customer) => [c.ten_kh, c.phone, c.ma_kh].filter(Boolean).join(" · ");

/** The bill's customer, found as the cashier types a phone, a name or a code; empty is a walk-in. */
export function CustomerPicker({ find, value, onChange, pickerRef, disabled }: CustomerPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const searchKey = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const { data = [], isFetching } = useQuery({
    queryKey: ["cashier", "customers", searchKey],
    queryFn: ({ signal }) => find(searchKey, signal),
    enabled: searchKey.length > 0,
  });
  return (
    <Select
      ref={pickerRef as never}
      value={value?.ma_kh}
      labelRender={() => (value ? label(value) : undefined)}
      options={data.map((c) => ({ value: c.ma_kh, label: label(c) }))}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed, autoClearSearchValue: true }}
      onChange={(code?: string) => {
        setTyped("");
        onChange(data.find((c) => c.ma_kh === code));
      }}
      allowClear
      placeholder={`${t("cashier.walkIn")} · ${t("cashier.customerSearch")}`}
      notFoundContent={typed.trim() ? isFetching ? <Spin size="small" /> : t("cashier.empty") : null}
      style={{ width: "100%" }}
      aria-label={t("cashier.customer")}
      data-testid="cashier-customer"
      disabled={disabled}
    />
  );
}
