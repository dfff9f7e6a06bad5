import { Button, Flex, Result } from "antd";
import type { ResultStatusType } from "antd/es/result";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { vi } from "../../platform/i18n/vi";

export type PageKey = "blank" | "notFound" | "serverError" | "notAuthorized" | "maintenance" | "comingSoon";

const KINDS: Record<PageKey, { status: ResultStatusType; title: keyof typeof vi.pages; text: keyof typeof vi.pages }> =
  {
    blank: { status: "403", title: "blankTitle", text: "blank" },
    notFound: { status: "404", title: "notFoundTitle", text: "notFound" },
    serverError: { status: "500", title: "serverErrorTitle", text: "serverError" },
    notAuthorized: { status: "403", title: "notAuthorizedTitle", text: "notAuthorized" },
    maintenance: { status: "warning", title: "maintenanceTitle", text: "maintenance" },
    comingSoon: { status: "info", title: "comingSoonTitle", text: "comingSoon" },
  };

/** The page itself: antd's result with its illustration, a title and a way home. */
export function StatusResult({ kind, standalone = true }: { kind: PageKey; standalone?: boolean }) {
  const { t } = useTranslation();
  const { status, title, text } = KINDS[kind];
  useEffect(() => {
    if (standalone) document.title = `${t(`pages.${title}`)} · Sen`;
  }, [standalone, t, title]);
  return (
    <Flex justify="center" align="center" style={{ minHeight: standalone ? "100vh" : 320 }}>
      <Result
        status={status}
        title={standalone ? t(`pages.${title}`) : undefined}
        subTitle={t(`pages.${text}`)}
        extra={
          standalone && (
            <Link to="/">
              <Button type="primary">{t("pages.backHome")}</Button>
            </Link>
          )
        }
      />
    </Flex>
  );
}
