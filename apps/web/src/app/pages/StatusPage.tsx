import { lazy, Suspense } from "react";
import type { PageKey } from "./StatusResult";

// The 404, 403 and 500 illustrations weigh more than the sign-in page's form: they load when a page shows them.
const StatusResult = lazy(() => import("./StatusResult").then((m) => ({ default: m.StatusResult })));

/** Error and information pages: 404, 500, not authorized, maintenance, coming soon, /blank. */
export function StatusPage(props: { kind: PageKey; standalone?: boolean }) {
  return (
    <Suspense fallback={null}>
      <StatusResult {...props} />
    </Suspense>
  );
}
