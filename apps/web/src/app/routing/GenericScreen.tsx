import { useLocation } from "react-router";
import { EntityScreen } from "../../platform/entity/EntityScreen";
import { ScreenPlaceholder } from "../../platform/screens/ScreenPlaceholder";

/**
 * A page no module draws: the list of the entity whose definition has its path (a catch-all route such as
 * /generic/* uses the address itself), else the placeholder saying what will be there.
 */
export function GenericScreen({ path }: { path: string }) {
  const { pathname } = useLocation();
  const wanted = (path.includes("*") ? pathname : path).replace(/\/+$/, "");
  return <EntityScreen path={wanted} fallback={<ScreenPlaceholder path={wanted} />} />;
}
