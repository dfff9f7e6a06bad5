import { useFieldOptions } from "@/platform/entity/useFieldOptions";
import { partnerField } from "../partnerFields";

/** "NV002 - Trần Minh Khoa" for an employee code (from the employees' lookup), the code while it loads. */
export function useEmployeeLabel() {
  const employees = useFieldOptions(partnerField("ma_nvbh"));
  return (code: string | undefined) => (code ? (employees.find((e) => e.value === code)?.label ?? code) : "");
}
