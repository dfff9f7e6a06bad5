import { StatusPage } from "./StatusPage";

/** What a screen shows until its module is built: the frame already gives its title and breadcrumb. */
export function ScreenPlaceholder() {
  return <StatusPage kind="placeholder" standalone={false} />;
}
