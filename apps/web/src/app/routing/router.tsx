import { type ComponentType, lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import type { Bilingual } from "../../platform/i18n";
import { reloadOnChunkError } from "../../platform/routing/chunkReload";
import type { RouteDef, RouteMeta } from "../../platform/routing/meta";
import { FullPageSpin } from "../pages/FullPageSpin";
import { StatusPage } from "../pages/StatusPage";
import { PATHS } from "../paths";
import { Root } from "../Root";
import { Guarded } from "./Guarded";
import { ROUTES } from "./registry";
import { NAMED_REPORTS, SCREENS } from "./screens";

/** A page no module draws: its entity's list, else the placeholder (one chunk for them all). */
const GenericScreen = lazy(
  reloadOnChunkError(() => import("./GenericScreen").then((m) => ({ default: m.GenericScreen }))),
);

const chunk = (load: () => Promise<ComponentType>) =>
  lazy(reloadOnChunkError(() => load().then((screen) => ({ default: screen }))));

/** Each declared screen (and named report) is a chunk of its own, fetched on the first visit to its route. */
const declared = new Map<string, ComponentType>([
  ...SCREENS.map(({ path, load }): [string, ComponentType] => [path, chunk(load)]),
  ...Object.entries(NAMED_REPORTS).map(([path, load]): [string, ComponentType] => [path, chunk(load)]),
]);

function screenElement(path: string) {
  const Screen = declared.get(path);
  return Screen ? <Screen /> : <GenericScreen path={path} />;
}

function screenRoute({ path, meta }: RouteDef): RouteObject {
  return {
    path,
    handle: meta,
    element: (
      <Guarded meta={meta}>
        <Suspense fallback={null}>{screenElement(path)}</Suspense>
      </Guarded>
    ),
  };
}

const status = (path: string, kind: Parameters<typeof StatusPage>[0]["kind"], title: Bilingual): RouteObject => ({
  path,
  handle: { pageTitle: title, breadcrumb: [], layout: "blank", guard: "none" } satisfies RouteMeta,
  element: <StatusPage kind={kind} />,
});

const dynamic = (path: string): RouteDef => ({
  path,
  // Replaced by the matching command's title and chain; this shows when the user has no such command.
  meta: {
    pageTitle: { vi: "Màn hình tùy biến", en: "Custom screen" },
    breadcrumb: [],
    layout: "main",
    guard: "signed-in",
  },
});

const inMain = ROUTES.filter((r) => r.meta.layout !== "blank" && r.meta.layout !== "client");
const inClientArea = ROUTES.filter((r) => r.meta.layout === "client");
const outside = ROUTES.filter((r) => r.meta.layout === "blank");

export const router = createBrowserRouter([
  {
    Component: Root,
    errorElement: <StatusPage kind="serverError" />,
    HydrateFallback: FullPageSpin,
    children: [
      { index: true, element: <Navigate to={PATHS.dashboard} replace /> },
      {
        id: "auth-login",
        path: PATHS.authLogin,
        // The form and its validation load with the sign-in page, not with every page after it.
        lazy: reloadOnChunkError(() => import("../pages/LoginPage").then((m) => ({ Component: m.LoginPage }))),
      },
      // The public booking pages of a shop's branch, and the page a booking's cancel link opens: no sign-in.
      {
        path: "/booking/:tenant/huy/:token",
        lazy: reloadOnChunkError(() =>
          import("../../modules/sales/booking/bookingPages").then((m) => ({ Component: m.BookingCancelPage })),
        ),
      },
      {
        path: "/booking/:tenant/:branch",
        lazy: reloadOnChunkError(() =>
          import("../../modules/sales/booking/bookingPages").then((m) => ({ Component: m.BookingPage })),
        ),
      },
      status(PATHS.error404, "notFound", { vi: "Không tìm thấy trang", en: "Page not found" }),
      status("/error-500", "serverError", { vi: "Lỗi máy chủ", en: "Server error" }),
      status("/not-authorized", "notAuthorized", { vi: "Không có quyền truy cập", en: "Not authorized" }),
      status("/maintenance", "maintenance", { vi: "Đang bảo trì", en: "Under maintenance" }),
      status("/comingsoon", "comingSoon", { vi: "Sắp ra mắt", en: "Coming soon" }),
      ...outside.map(({ path, meta }) => ({
        path,
        handle: meta,
        element: (
          <Guarded meta={meta}>
            <StatusPage kind="comingSoon" />
          </Guarded>
        ),
      })),
      {
        // The client area's frame: a customer's own, never the staff's menu and bars.
        lazy: reloadOnChunkError(() => import("../layout/ClientLayout").then((m) => ({ Component: m.ClientLayout }))),
        children: inClientArea.map(screenRoute),
      },
      {
        // The frame of signed-in screens loads after sign-in, not with the sign-in page.
        lazy: reloadOnChunkError(() => import("../layout/MainLayout").then((m) => ({ Component: m.MainLayout }))),
        children: [
          ...inMain.map(screenRoute),
          ...Object.keys(NAMED_REPORTS).map((path) => screenRoute(dynamic(path))),
          screenRoute(dynamic("/generic/*")),
          screenRoute(dynamic("/report/*")),
          {
            path: PATHS.blank,
            handle: {
              pageTitle: { vi: "Chưa được phân quyền", en: "No access granted" },
              breadcrumb: [],
              layout: "main",
              guard: "signed-in",
            } satisfies RouteMeta,
            element: (
              <Guarded meta={{ pageTitle: { vi: "" }, breadcrumb: [], layout: "main", guard: "signed-in" }}>
                <StatusPage kind="blank" standalone={false} />
              </Guarded>
            ),
          },
        ],
      },
      // An unknown path redirects to /error-404.
      { path: "*", element: <Navigate to={PATHS.error404} replace /> },
    ],
  },
]);
