import { UploadOutlined } from "@ant-design/icons";
import { productEntity, serviceEntity } from "@sen/core";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import type { CatalogueKind } from "./catalogueImport";
import "./messages";

/** 'Nhập từ Excel' on the goods or services list, for those who may add them. */
export function CatalogueImportButton({ kind, onOpen }: { kind: CatalogueKind; onOpen: () => void }) {
  const { t } = useTranslation();
  const rights = useEntityRights(kind === "goods" ? productEntity : serviceEntity);
  if (!rights.add) return null;
  return (
    <Button icon={<UploadOutlined />} onClick={onOpen} data-testid="catalogue-import">
      {t("catalogueImport.open")}
    </Button>
  );
}
