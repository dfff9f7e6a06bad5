import { featureScreens } from "@/platform/routing/screens";

/** The user's own pages: profile and to-do board. */
export const userScreens = featureScreens(
  () => import("./messages"),
  [
    { path: "/user/profile", load: () => import("./profile/ProfilePage").then((m) => m.ProfilePage) },
    { path: "/user/todo", load: () => import("./todo/TodoPage").then((m) => m.TodoPage) },
  ],
);
