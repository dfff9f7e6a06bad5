import { api } from "@/platform/api";

/** A menu command (a screen a user may be granted) as `GET system/command` answers it. */
export interface CommandItem {
  id: string;
  menu_id: string;
  menu_id0: string | null;
  /** Route path prefix; null for a group. */
  command: string | null;
  title: string;
  title_en: string | null;
  icon?: string | null;
  sort: number;
  status?: boolean;
}

/** What the menu editor sends on POST and PUT. */
export interface CommandInput {
  menu_id: string;
  menu_id0: string | null;
  command: string | null;
  title: string;
  title_en: string | null;
  sort: number;
  status: boolean;
}

/** One prefix for every reader: the menu editor's saves refresh the rights editor too. */
export const commandKeys = { all: ["system", "command"] as const, editor: ["system", "command", "editor"] as const };

export const commandsApi = {
  /** The signed-in user's commands: what the menu shows. */
  list: () => api.get<{ items: CommandItem[]; total: number }>("system/command").then((answer) => answer.items),
  /** Every command, switched off ones too, with their status: what the menu editor edits. */
  listAll: () =>
    api
      .get<{ items: CommandItem[]; total: number }>("system/command", { query: { all: "true" } })
      .then((answer) => answer.items),
  create: (input: CommandInput) => api.post<CommandItem>("system/command", input),
  update: (id: string, input: CommandInput) => api.put<CommandItem>(`system/command/${id}`, input),
  remove: (id: string) => api.delete<unknown>(`system/command/${id}`),
};
