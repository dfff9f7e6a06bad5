import { partnerEntity, SEARCH_DEBOUNCE_MS } from "@sen/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Select, Spin } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/platform/api";
import { type EntityRow, entityKeys } from "@/platform/entity";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import type { Page } from "@/platform/table";

/** Enough to pick from, few enough to stay quick on a million partners. */
const SEARCH_SIZE = 20;

export interface PickedPartner {
  value: string;
  label: string;
}

const labelOf = (row: EntityRow) =>
  [row.ma_kh, row.ten_kh, row.phone].filter((part) => part !== null && part !== undefined && part !== "").join(" · ");

interface PartnerPickerProps {
  value?: PickedPartner[];
  onChange?: (value: PickedPartner[]) => void;
  id?: string;
}

/**
 * Several partners picked by searching the server as one types (code, name or phone, 500 ms after the last key):
 * partners are too many to load. Values are the partners' ids, shown as "KH000001 · Nguyễn Thị Mai · 0901234567".
 */
export function PartnerPicker({ value = [], onChange, id }: PartnerPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const searchKey = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useQuery({
    queryKey: [...entityKeys.all(partnerEntity), "pick", searchKey],
    queryFn: ({ signal }) =>
      api.get<Page<EntityRow>>(partnerEntity.api, { query: { searchKey, pageSize: SEARCH_SIZE }, signal }),
    enabled: searchKey.length > 0,
    placeholderData: keepPreviousData,
  });
  const options = useMemo(
    () => (searchKey ? (data?.items ?? []) : []).map((row) => ({ value: String(row.id), label: labelOf(row) })),
    [data, searchKey],
  );
  const searching = isFetching || searchKey !== typed.trim();
  return (
    <Select<PickedPartner[]>
      id={id}
      mode="multiple"
      labelInValue
      value={value}
      onChange={(next) => onChange?.(next.map((p) => ({ value: p.value, label: String(p.label) })))}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed, autoClearSearchValue: false }}
      placeholder={t("crmCampaigns.pickPlaceholder")}
      notFoundContent={searching && typed.trim() ? <Spin size="small" /> : typed.trim() ? t("table.empty") : null}
      style={{ width: "100%" }}
      data-testid="partner-picker"
    />
  );
}
