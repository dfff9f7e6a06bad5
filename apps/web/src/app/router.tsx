import { createBrowserRouter, Navigate } from "react-router";
import { HomePage } from "../modules/home/HomePage";
import { LoginPage } from "./auth/LoginPage";
import { RequireAuth } from "./auth/RequireAuth";
import { ErrorPage } from "./ErrorPage";
import { NotFoundPage } from "./NotFoundPage";
import { PATHS, type RouteMeta } from "./paths";
import { RootLayout } from "./RootLayout";

const meta = (value: RouteMeta) => value;

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <ErrorPage />,
    children: [
      {
        id: "auth-login",
        path: PATHS.authLogin,
        element: <LoginPage />,
        handle: meta({ pageTitle: "Đăng nhập" }),
      },
      {
        id: "home",
        path: PATHS.home,
        element: (
          <RequireAuth>
            <HomePage />
          </RequireAuth>
        ),
        handle: meta({ pageTitle: "Trang chủ" }),
      },
      {
        id: "error-404",
        path: PATHS.error404,
        element: <NotFoundPage />,
        handle: meta({ pageTitle: "Không tìm thấy trang" }),
      },
      // Spec 2: an unknown path redirects to /error-404.
      { path: "*", element: <Navigate to={PATHS.error404} replace /> },
    ],
  },
]);
