import { Flex, Layout, theme } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { ClientAccount, ClientArea } from "../../modules/client";
import { pick } from "../../platform/i18n";
import { useRouteMeta } from "../../platform/routing/useRouteMeta";
import { BrandMark } from "../BrandMark";
import { LanguageToggle } from "../navbar/LanguageToggle";

/**
 * The client area's frame: the brand, the customer's name and sign-out, the language, and the page in one column
 * that fits a phone; no staff menu, navbar or branch. Signed out, the page asks the customer to sign in.
 */
export function ClientLayout() {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const meta = useRouteMeta();
  const title = meta ? pick(meta.pageTitle, i18n.language) : "";
  useEffect(() => {
    document.title = title ? `${title} · Sen` : "Sen";
  }, [title]);
  return (
    <Layout style={{ minHeight: "100vh" }} data-layout="client">
      <Flex
        component="header"
        justify="space-between"
        align="center"
        gap={8}
        style={{
          position: "sticky",
          top: 0,
          zIndex: 10,
          height: 56,
          paddingInline: 12,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <BrandMark size={28} />
        <Flex align="center" gap={4} style={{ minWidth: 0 }}>
          <ClientAccount />
          <LanguageToggle />
        </Flex>
      </Flex>
      <main style={{ width: "100%", maxWidth: 1040, margin: "0 auto", padding: 16, boxSizing: "border-box" }}>
        <h1
          style={{ margin: "0 0 16px", fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}
          data-testid="page-title"
        >
          {title}
        </h1>
        <ClientArea>
          <Outlet />
        </ClientArea>
      </main>
    </Layout>
  );
}
