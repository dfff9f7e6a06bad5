import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type RowAction, type RowActionSet, RowMenu } from "@/platform/table";

interface EditDelete {
  /** What the row is called ("Mét"), in the actions' accessible names: "Sửa Mét". */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Actions before edit and delete (open…); the first of all is the icon and the row's tap. */
  before?: RowAction[];
}

/** A row's edit and delete actions, each present only with its right: edit as the icon, delete in the "⋯" menu. */
export function useEditDeleteActions() {
  const { t } = useTranslation();
  return useCallback(
    ({ label, onEdit, onDelete, before = [] }: EditDelete): RowActionSet => ({
      subject: label,
      actions: [
        ...before,
        ...(onEdit
          ? [{ key: "edit", title: t("entity.edit"), icon: <EditOutlined />, testId: "row-edit", onClick: onEdit }]
          : []),
        ...(onDelete
          ? [
              {
                key: "delete",
                title: t("entity.delete"),
                icon: <DeleteOutlined />,
                danger: true,
                testId: "row-delete",
                onClick: onDelete,
              },
            ]
          : []),
      ],
    }),
    [t],
  );
}

/** Edit and delete of one row, compact (see RowMenu), for a list that draws its actions column itself. */
export function RowActions(props: EditDelete) {
  return <RowMenu {...useEditDeleteActions()(props)} />;
}
