import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { Button, Flex, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

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
        <Tooltip title={t("entity.edit")}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t("entity.edit")} ${label}`}
            data-testid="row-edit"
            onClick={onEdit}
          />
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t("entity.delete")}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t("entity.delete")} ${label}`}
            data-testid="row-delete"
            onClick={onDelete}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
