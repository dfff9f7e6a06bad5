import type { AreaModule } from "../../app/routing/lazyArea";
import "./messages";
import { ProfilePage } from "./profile/ProfilePage";
import { TodoPage } from "./todo/TodoPage";

/** This area's screens by route path; the ones not listed yet show the placeholder. */
export const screens: AreaModule["screens"] = {
  "/user/profile": ProfilePage,
  "/user/todo": TodoPage,
};
