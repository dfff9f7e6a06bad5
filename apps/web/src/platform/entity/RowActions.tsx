import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { Flex } from "antd";
import { useTranslation } from "react-i18next";
import { IconAction } from "../IconAction";

interface RowActionsProps {
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** Edit and delete buttons of one row, each shown only with its right. */
export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={4}>
      {onEdit && (
        <IconAction
          icon={<EditOutlined />}
          title={t("entity.edit")}
          subject={label}
          testId="row-edit"
          onClick={onEdit}
        />
      )}
      {onDelete && (
        <IconAction
          danger
          icon={<DeleteOutlined />}
          title={t("entity.delete")}
          subject={label}
          testId="row-delete"
          onClick={onDelete}
        />
      )}
    </Flex>
  );
}
