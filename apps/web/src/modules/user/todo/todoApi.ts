import { api } from "@/platform/api";

export type TodoKind = "task" | "ticket";

export interface TodoItem {
  kind: TodoKind;
  id: string;
  tieu_de: string;
  ma_kh: string | null;
  ten_kh: string | null;
  bat_dau: string;
  ket_thuc: string;
  trang_thai: string;
  overdue: boolean;
}

export interface TodoList {
  items: TodoItem[];
  total: number;
  /** null: the user has no employee code, so nothing can be assigned to them. */
  employee: { ma_nv: string; ten_nv: string | null } | null;
}

export const todoKeys = { own: ["user", "todo"] as const };

export const todoApi = {
  list: () => api.get<TodoList>("user/todo"),
  done: (item: Pick<TodoItem, "kind" | "id">) => api.put<TodoItem>(`user/todo/${item.kind}/${item.id}/done`),
};
