import { App as AntApp, ConfigProvider } from "antd";
import viVN from "antd/locale/vi_VN";
import { RouterProvider } from "react-router/dom";
import "../platform/dates";
import { router } from "./router";
import { theme } from "./theme";

/** Providers around the whole app: Vietnamese locale (the default language, spec 9) and the Sen theme. */
export function App() {
  return (
    <ConfigProvider locale={viVN} theme={theme}>
      <AntApp style={{ height: "100%" }}>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
