import type { DragEvent } from "react";
import { useRef, useState } from "react";
import { type BoardOrder, type BoardRoom, SLOTS } from "./roomBoard";

/** Where a dragged block was let go: its room, and its new start (the order keeps its length). */
export interface BlockDrop {
  order: BoardOrder;
  room: BoardRoom;
  slot: number;
}

interface Dragging {
  order: BoardOrder;
  /** How many half hours after the block's start it was grabbed. */
  grabbed: number;
}

/**
 * Dragging a booking's block to another time, or another room when `otherRooms` (room_order_change_room_employee):
 * a slot accepts the block only where it may go, and `onDrop` gets the order, the room and the slot its start lands
 * on. The block stays where it was until the board is read again, so a move the server refuses leaves it in place.
 */
export function useBlockDrag(otherRooms: boolean, onDrop: (drop: BlockDrop) => void) {
  const dragging = useRef<Dragging | undefined>(undefined);
  const [over, setOver] = useState<string>();
  // While a block is dragged, the blocks let the slots under them take the drop.
  const [active, setActive] = useState(false);

  const accepts = (room: BoardRoom) =>
    dragging.current !== undefined && (otherRooms || dragging.current.order.ma_phong === room.ma_phong);

  const block = (order: BoardOrder, movable: boolean) => ({
    draggable: movable,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const rowWidth = event.currentTarget.parentElement?.getBoundingClientRect().width ?? rect.width;
      const slotWidth = rowWidth / SLOTS;
      dragging.current = { order, grabbed: Math.floor((event.clientX - rect.left) / slotWidth) };
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", order.id);
      setTimeout(() => setActive(true));
    },
    onDragEnd: () => {
      dragging.current = undefined;
      setOver(undefined);
      setActive(false);
    },
    style: active ? ({ pointerEvents: "none", opacity: 0.6 } as const) : undefined,
  });

  const slot = (room: BoardRoom, index: number) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!accepts(room)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setOver(`${room.ma_phong}:${index}`);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const current = dragging.current;
      if (!current || !accepts(room)) return;
      event.preventDefault();
      dragging.current = undefined;
      setOver(undefined);
      setActive(false);
      onDrop({ order: current.order, room, slot: Math.max(0, index - current.grabbed) });
    },
    "data-drop-over": over === `${room.ma_phong}:${index}` ? "true" : undefined,
  });

  return { block, slot };
}
