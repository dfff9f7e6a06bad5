import { useTranslation } from "react-i18next";
import { Panel } from "@/platform/Panel";
import "./messages";
import { PackageTable } from "./PackageTable";
import { usePackages } from "./usePackages";

/** The customer's packages of sessions on their overview ('Liệu trình'): open ones first, each unfolding its history. */
export function CustomerPackagesPanel({ ma_kh }: { ma_kh: string }) {
  const { t } = useTranslation();
  const packages = usePackages({ ma_kh });
  return (
    <Panel title={t("services.packages.title")}>
      <PackageTable rows={packages.data?.items ?? []} loading={packages.isLoading} testId="customer-packages" actions />
    </Panel>
  );
}
