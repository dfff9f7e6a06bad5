import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { IconAction } from "@/platform/IconAction";

/** ✎ on a row of the users' and roles' tables. */
export function EditAction({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return <IconAction size="small" icon={<EditOutlined />} title={t("system.common.edit")} onClick={onClick} />;
}

/** 🗑 on a row of the users' and roles' tables. */
export function DeleteAction({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <IconAction size="small" danger icon={<DeleteOutlined />} title={t("system.common.delete")} onClick={onClick} />
  );
}
