import { Segmented } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { ClientSignIn } from "./ClientSignIn";
import { useClientSession } from "./useClientSession";
import "./messages";

const PAGES = [
  { path: "/client/customer-info", label: "client.tabs.info" },
  { path: "/client/payment-card-histories", label: "client.tabs.history" },
] as const;

/** The client pages for the customer signed in, else the sign-in form (the pages have no guard to send them away). */
export function ClientArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useClientSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!session) return <ClientSignIn />;
  return (
    <>
      <Segmented
        block
        value={pathname}
        options={PAGES.map((p) => ({ value: p.path, label: t(p.label) }))}
        onChange={(path) => navigate(path)}
        style={{ marginBottom: 16 }}
        data-testid="client-tabs"
      />
      {children}
    </>
  );
}
