import { roomOrderEntity } from "@sen/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/platform/api";
import type { BoardRoom } from "./roomBoard";

const BOARD = `${roomOrderEntity.api}/board`;

/** A branch's rooms with their orders of a day (`ngay` YYYY-MM-DD), and the writes that change them. */
export function useRoomBoard(ngay: string, branch: string | undefined) {
  const client = useQueryClient();
  const key = ["rooms", "board", branch, ngay];
  const board = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<{ rooms: BoardRoom[] }>(BOARD, { query: { ngay, ma_dvcs: branch }, signal }).then((r) => r.rooms),
    enabled: Boolean(branch),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ["rooms", "board"] });
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post(roomOrderEntity.api, body),
    onSettled: refresh,
  });
  const change = useMutation({
    mutationFn: ({ id, ...body }: Record<string, unknown> & { id: string }) =>
      api.patch(`${roomOrderEntity.api}/${id}`, body),
    onSettled: refresh,
  });
  return { board, create, change };
}
