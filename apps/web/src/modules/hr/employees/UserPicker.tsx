import { useQuery } from "@tanstack/react-query";
import { Form, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { employeesApi, employeeUserKeys } from "./employeesApi";

interface UserPickerProps {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * The employee's user account: every active user, each saying which employee they are linked to now (the server
 * refuses one linked to another employee, and names that employee).
 */
export function UserPicker({ value, onChange, id }: UserPickerProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const code: unknown = Form.useWatch("ma_nv", form);
  const { data, isPending } = useQuery({ queryKey: employeeUserKeys.all, queryFn: employeesApi.users });
  const options = useMemo(
    () =>
      (data ?? []).map((u) => {
        const linked = u.saler && u.saler !== code ? ` (${t("hr.employees.linkedTo", { code: u.saler })})` : "";
        return { value: u.user_name, label: `${u.user_name} - ${u.full_name}${linked}` };
      }),
    [data, code, t],
  );
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next ?? "")}
      options={options}
      loading={isPending}
      allowClear
      showSearch={foldedSearch}
      placeholder={t("hr.employees.chooseUser")}
    />
  );
}
