import { theme as antTheme, ConfigProvider, Layout } from "antd";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Outlet, useSearchParams } from "react-router";
import { reloadOnChunkError } from "../../platform/routing/chunkReload";
import { useRouteMeta } from "../../platform/routing/useRouteMeta";
import { useSession } from "../../platform/session/sessionStore";
import { useIsMobile } from "../../platform/useIsMobile";
import { BrandMark } from "../BrandMark";
import { FullPageSpin } from "../pages/FullPageSpin";
import { AppMenu } from "./AppMenu";
import { Navbar } from "./Navbar";
import { PageFrame } from "./PageFrame";
import { usePreferences } from "./preferencesStore";

// The phone's menu drawer loads on the first tap on the menu button.
const MenuDrawer = lazy(reloadOnChunkError(() => import("./MenuDrawer").then((m) => ({ default: m.MenuDrawer }))));

const BAR = 56;
const MENU_BAR = 46;
const DARK_BAR = "#001529";

const DARK_BARS = { algorithm: antTheme.darkAlgorithm };
const LIGHT_BARS = {};

/**
 * In the dark and semi-dark themes the bars are dark: their widgets take the dark algorithm.
 * The provider is always there, with a theme (light simply inherits), so that changing the theme does not
 * remount the navbar, which would close the settings drawer the theme was picked in.
 */
function Bars({ dark, children }: { dark: boolean; children: ReactNode }) {
  return <ConfigProvider theme={dark ? DARK_BARS : LIGHT_BARS}>{children}</ConfigProvider>;
}

/**
 * The frame of every signed-in screen: horizontal (default) or vertical menu, sticky navbar,
 * light, dark or semi-dark (dark bars around light content). `?webview` gives the light frame
 * with neither navbar nor menu; cashier screens get the navbar only, the whole height to work in.
 */
export function MainLayout() {
  const { token } = antTheme.useToken();
  const { layout, theme } = usePreferences();
  const mobile = useIsMobile();
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const [drawer, setDrawer] = useState(false);
  // Stays mounted once opened, so that the drawer can close with its animation.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const status = useSession((s) => s.status);
  // Pages without a guard (admin settings) are open to visitors: they get the frame without the user's bars.
  const webview = params.has("webview") || status === "signed-out";
  const cashier = meta?.layout === "cashier";
  const darkBars = theme !== "light";
  const showSider = !webview && !cashier && !mobile && layout === "vertical";
  const showTopMenu = !webview && !cashier && !mobile && layout === "horizontal";
  const top = webview ? 0 : BAR + (showTopMenu ? MENU_BAR : 0);
  const bar = {
    position: "sticky" as const,
    top: 0,
    zIndex: 100,
    height: BAR,
    lineHeight: `${BAR}px`,
    paddingInline: 16,
    background: darkBars ? DARK_BAR : token.colorBgContainer,
    borderBottom: `1px solid ${darkBars ? DARK_BAR : token.colorBorderSecondary}`,
  };

  const content = (
    <Layout.Content
      style={{
        padding: webview ? 12 : 16,
        height: meta?.no_scroll ? `calc(100vh - ${top}px)` : undefined,
        overflow: meta?.no_scroll ? "hidden" : undefined,
      }}
    >
      <PageFrame>
        <Outlet />
      </PageFrame>
    </Layout.Content>
  );
  if (status === "booting" || status === "loading") return <FullPageSpin />;
  if (webview) {
    return (
      <Layout style={{ minHeight: "100vh" }} data-layout="webview">
        {content}
      </Layout>
    );
  }

  return (
    <Layout style={{ minHeight: "100vh" }} data-layout={cashier ? "cashier" : layout} data-theme={theme}>
      {showSider && (
        <Bars dark={darkBars}>
          <Layout.Sider
            width={248}
            theme={darkBars ? "dark" : "light"}
            style={{ position: "sticky", top: 0, height: "100vh", overflow: "auto" }}
          >
            <div style={{ height: BAR, display: "flex", alignItems: "center", paddingInline: 20 }}>
              <BrandMark size={28} inverse={darkBars} />
            </div>
            <AppMenu mode="inline" dark={darkBars} />
          </Layout.Sider>
        </Bars>
      )}
      <Layout>
        <Bars dark={darkBars}>
          <Layout.Header style={bar}>
            <Navbar
              onOpenMenu={() => {
                setDrawerOpened(true);
                setDrawer(true);
              }}
              showBrand={!showSider}
              inverse={darkBars}
            />
          </Layout.Header>
          {showTopMenu && (
            <div
              style={{
                ...bar,
                top: BAR,
                zIndex: 99,
                height: MENU_BAR,
                lineHeight: `${MENU_BAR}px`,
                paddingInline: 8,
                display: "flex",
              }}
            >
              <AppMenu mode="horizontal" dark={darkBars} />
            </div>
          )}
        </Bars>
        {content}
      </Layout>
      {drawerOpened && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawer} onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
