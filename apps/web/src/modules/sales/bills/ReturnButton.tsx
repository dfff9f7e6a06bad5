import { RollbackOutlined } from "@ant-design/icons";
import { DOCUMENT_STATUS } from "@sen/core";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { DocumentHead } from "@/platform/document";
import { useDocumentRights } from "@/platform/document/useDocumentActions";

/** 'Trả hàng' on a posted bill, for whoever may make returns: a new return of the bill. */
export function ReturnButton({ bill }: { bill: DocumentHead }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useDocumentRights({ command: "sales.returns" });
  if (!rights.add || bill.status !== DOCUMENT_STATUS.posted) return null;
  return (
    <Button
      icon={<RollbackOutlined />}
      onClick={() => navigate(`/sales/returns/new?bill=${bill.stt_rec}`)}
      disabled={false}
      data-testid="bill-return"
    >
      {t("bills.return")}
    </Button>
  );
}
