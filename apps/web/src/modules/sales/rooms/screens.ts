import type { ScreenManifest } from "@/platform/routing/screens";

/**
 * The room board (rooms × hours of a day) and the week of room employee schedules (employees × days); rooms, groups,
 * room employees and room orders are generic lists.
 */
export const roomScreens: ScreenManifest = [
  {
    path: "/sales/room-orders/cashier",
    load: () => Promise.all([import("./messages"), import("./RoomBoardPage")]).then(([, page]) => page.RoomBoardPage),
  },
  {
    path: "/sales/room-employee-schedules",
    load: () =>
      Promise.all([import("./messages"), import("./RoomSchedulePage")]).then(([, page]) => page.RoomSchedulePage),
  },
];
