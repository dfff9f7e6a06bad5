import { productEntity, serviceEntity } from "@sen/core";
import { useCallback, useState } from "react";
import { EntityScreen } from "@/platform/entity/EntityScreen";
import { CatalogueImportButton } from "./CatalogueImportButton";
import { CatalogueImportModal } from "./CatalogueImportModal";
import type { CatalogueKind } from "./catalogueImport";

/** Goods or services: their generic list and form, with 'Nhập từ Excel' beside 'Thêm mới'. */
export function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const [importing, setImporting] = useState(false);
  const tools = useCallback(() => <CatalogueImportButton kind={kind} onOpen={() => setImporting(true)} />, [kind]);
  return (
    <>
      <EntityScreen path={(kind === "goods" ? productEntity : serviceEntity).path} fallback={null} tools={tools} />
      {importing && <CatalogueImportModal kind={kind} onClose={() => setImporting(false)} />}
    </>
  );
}

export const GoodsPage = () => <CataloguePage kind="goods" />;
export const ServicesPage = () => <CataloguePage kind="services" />;
