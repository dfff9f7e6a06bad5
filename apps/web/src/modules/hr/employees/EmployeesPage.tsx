import { employeeEntity } from "@sen/core";
import { EntityListPage } from "@/platform/entity";
import { UserPicker } from "./UserPicker";

const inputs = { user_name: <UserPicker /> };

/** /hr/employees: the generic list and form, the linked user picked from the users. */
export function EmployeesPage() {
  return <EntityListPage definition={employeeEntity} inputs={inputs} />;
}
