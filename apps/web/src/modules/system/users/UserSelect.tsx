import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { userKeys, usersApi } from "./usersApi";

/** Every user of the tenant, fetched once: a shop has tens of users, not thousands. */
const ALL_USERS = { pageSize: 1000, sortKey: "user_name" };

type Props = {
  /** Users not offered (the user being edited). */
  exclude?: string;
  id?: string;
  "aria-label"?: string;
} & (
  | { mode: "multiple"; value?: string[]; onChange?: (ids: string[]) => void }
  | { mode?: undefined; value?: string; onChange?: (id: string) => void }
);

/** Picks one or several users by user name or full name (accents optional). */
export function UserSelect({ exclude, ...props }: Props) {
  const users = useQuery({
    queryKey: [...userKeys.list, "select"],
    queryFn: ({ signal }) => usersApi.list(ALL_USERS, signal),
  });
  const options = (users.data?.items ?? [])
    .filter((u) => u.id !== exclude)
    .map((u) => ({ value: u.id, label: `${u.user_name} · ${u.full_name}` }));
  return (
    <Select
      {...(props as object)}
      showSearch={foldedSearch}
      allowClear
      loading={users.isLoading}
      options={options}
      style={{ width: "100%" }}
    />
  );
}
