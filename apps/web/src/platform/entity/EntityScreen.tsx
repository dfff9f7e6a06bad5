import { Flex, Spin } from "antd";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { EntityListPage } from "./EntityListPage";
import { useEntityDefinitions } from "./useEntityDefinitions";

/**
 * A route without a screen of its own: the list of the entity whose definition has this path (a catch-all route
 * such as /generic/* uses the address itself), else `fallback`.
 */
export function EntityScreen({
  path,
  fallback,
  tools,
}: {
  path: string;
  fallback: ReactNode;
  /** The screen's own buttons beside 'Thêm mới' (an import). */
  tools?: (refresh: () => void) => ReactNode;
}) {
  const { pathname } = useLocation();
  const wanted = (path.includes("*") ? pathname : path).replace(/\/+$/, "");
  const { data, isPending } = useEntityDefinitions();
  if (isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  const definition = data?.find((d) => d.path === wanted);
  return definition ? <EntityListPage key={definition.name} definition={definition} tools={tools} /> : fallback;
}
