import { DOCUMENT_STATUS } from "@sen/core";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PackageTable } from "./PackageTable";
import type { ServiceBillRecord } from "./servicesApi";
import { usePackages } from "./usePackages";

/** The packages a posted bill opened (none for a bill of single services), each with what is left of it. */
export function BillPackages({ bill }: { bill: ServiceBillRecord }) {
  const { t } = useTranslation();
  const posted = bill.status === DOCUMENT_STATUS.posted;
  const packages = usePackages({ stt_rec: posted ? bill.stt_rec : undefined });
  if (!posted || (packages.data?.items.length ?? 0) === 0) return null;
  return (
    <div>
      <Typography.Title level={5}>{t("services.packages.opened")}</Typography.Title>
      <PackageTable rows={packages.data?.items ?? []} loading={packages.isLoading} testId="bill-packages" />
    </div>
  );
}
