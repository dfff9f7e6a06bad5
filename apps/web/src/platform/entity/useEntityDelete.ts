import { type EntityDefinition, pick } from "@sen/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";
import { entityApi } from "./entityApi";
import type { EntityRow } from "./formValues";

/** Deleting one row or the selected ones, after the 'Xác nhận' dialog; `done` refreshes the list. */
export function useEntityDelete(definition: EntityDefinition, done: () => void) {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const name = pick(definition.label, i18n.language).toLowerCase();
  return useMemo(() => {
    const failed = (error: unknown) => feedback.error(error instanceof Error ? error.message : String(error));

    const deleteOne = (row: EntityRow, label: string) =>
      feedback.confirm(t("entity.confirmDelete", { name, label }), async () => {
        try {
          await entityApi.remove(definition, row.id);
          feedback.success(t("entity.deleted"));
        } catch (error) {
          failed(error);
        }
        done();
      });

    const deleteMany = (ids: string[]) =>
      feedback.confirm(t("entity.confirmDeleteMany", { count: ids.length }), async () => {
        let deleted = 0;
        for (const id of ids) {
          try {
            await entityApi.remove(definition, id);
            deleted++;
          } catch (error) {
            failed(error);
            break;
          }
        }
        if (deleted > 0) feedback.success(t("entity.deletedMany", { count: deleted }));
        done();
      });
    return { deleteOne, deleteMany };
  }, [definition, done, feedback, name, t]);
}
