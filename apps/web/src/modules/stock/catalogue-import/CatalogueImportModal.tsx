import { productEntity, serviceEntity } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { entityKeys } from "@/platform/entity";
import { ImportModal } from "@/platform/import";
import { type CatalogueKind, catalogueImport } from "./catalogueImport";
import "./messages";

/**
 * The catalogue's import, drawn beside the list rather than in its toolbar (which a phone lays out anew), so a
 * change of the window's size keeps the import where it was.
 */
export function CatalogueImportModal({ kind, onClose }: { kind: CatalogueKind; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const definition = kind === "goods" ? productEntity : serviceEntity;
  return (
    <ImportModal
      spec={catalogueImport(kind, t)}
      onClose={onClose}
      onImported={() => void queryClient.invalidateQueries({ queryKey: entityKeys.all(definition) })}
    />
  );
}
