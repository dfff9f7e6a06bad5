import { partnerEntity } from "@sen/core";
import { Select, Spin } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { joinLabel, type RemoteOption } from "@/platform/entity/inputs/remoteOptions";
import { useRemoteRows } from "@/platform/entity/inputs/useRemoteSearch";

/** A partner picked by its id, with the label it was shown with. */
export type PickedPartner = RemoteOption;

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
  const { page, searching } = useRemoteRows(partnerEntity, typed);
  const options = useMemo(
    () => (page?.items ?? []).map((row) => ({ value: row.id, label: joinLabel(row.ma_kh, row.ten_kh, row.phone) })),
    [page],
  );
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
