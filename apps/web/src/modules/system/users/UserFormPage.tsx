import { useQuery } from "@tanstack/react-query";
import { Result, Skeleton } from "antd";
import { useParams } from "react-router";
import { commandKeys, commandsApi } from "../commands/commandsApi";
import { UserEditor } from "./UserEditor";
import { userKeys, usersApi } from "./usersApi";

/** /system/users/new and /system/users/:id/edit: the user form once the user and the menu are loaded. */
export function UserFormPage() {
  const { id } = useParams();
  const user = useQuery({ queryKey: userKeys.detail(id ?? ""), queryFn: () => usersApi.get(id ?? ""), enabled: !!id });
  const commands = useQuery({ queryKey: commandKeys.all, queryFn: commandsApi.list });
  const failed = user.error ?? commands.error;
  if (failed) return <Result status="warning" title={failed.message} />;
  if ((id && !user.data) || !commands.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  // Keyed by the user so that opening another user starts a fresh form.
  return <UserEditor key={id ?? "new"} user={user.data} commands={commands.data} />;
}
