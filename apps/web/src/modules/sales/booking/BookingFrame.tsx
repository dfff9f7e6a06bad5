import { Layout, Typography, theme } from "antd";
import { type ReactNode, useEffect } from "react";
import "./messages";

/**
 * The frame of the public booking pages: the branch's name on top and one column that fits a phone, no staff menu;
 * the page's title in the browser tab.
 */
export function BookingFrame({ title, body }: { title: string; body: ReactNode }) {
  const { token } = theme.useToken();
  useEffect(() => {
    document.title = title ? `${title} · Sen` : "Sen";
  }, [title]);
  return (
    <Layout style={{ minHeight: "100vh", background: token.colorBgLayout }} data-layout="booking">
      <header
        style={{
          position: "sticky",
          top: 0,
          zIndex: 10,
          padding: "12px 16px",
          background: token.colorPrimary,
          color: token.colorWhite,
        }}
      >
        <Typography.Title level={4} style={{ margin: 0, color: token.colorWhite }} data-testid="booking-branch">
          {title}
        </Typography.Title>
      </header>
      <main
        style={{
          width: "100%",
          maxWidth: 520,
          margin: "0 auto",
          padding: 16,
          background: token.colorBgContainer,
          minHeight: "calc(100vh - 56px)",
        }}
      >
        {body}
      </main>
    </Layout>
  );
}
