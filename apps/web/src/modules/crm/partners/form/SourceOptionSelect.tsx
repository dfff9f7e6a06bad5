import { useQuery } from "@tanstack/react-query";
import { Form, Select } from "antd";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { entityApi, entityKeys } from "@/platform/entity";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";

const OPTIONS_API = "crm/source-type-options";

interface SourceOptionSelectProps {
  value?: string;
  onChange?: (value?: string) => void;
  id?: string;
}

/** The source's details (ma_chi_tiet_nguon) of the chosen source only; choosing another source clears it. */
export function SourceOptionSelect({ value, onChange, id }: SourceOptionSelectProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const source: string | undefined = Form.useWatch("ma_nguon", form);
  const { data } = useQuery({
    queryKey: entityKeys.lookup(OPTIONS_API),
    queryFn: () => entityApi.lookup(OPTIONS_API),
    staleTime: 60_000,
  });
  const options = useMemo(
    () =>
      (data ?? [])
        .filter((row) => row.ma_nguon === source)
        .map((row) => ({ value: String(row.ma_chi_tiet), label: String(row.ten_chi_tiet ?? row.ma_chi_tiet) })),
    [data, source],
  );
  useEffect(() => {
    if (value && data && !options.some((o) => o.value === value)) onChange?.("");
  }, [value, data, options, onChange]);

  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next ?? "")}
      options={options}
      allowClear
      showSearch={foldedSearch}
      disabled={!source}
      placeholder={t(source ? "crmPartners.form.chooseSourceOption" : "crmPartners.form.sourceFirst")}
    />
  );
}
