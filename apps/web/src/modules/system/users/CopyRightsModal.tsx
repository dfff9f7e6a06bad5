import { Form, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserSelect } from "./UserSelect";

/** "Sao chép quyền từ…": picks the user whose rights to copy; `onPick` copies them. */
export function CopyRightsModal(props: {
  open: boolean;
  exclude?: string;
  onPick: (userId: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pick = async () => {
    if (!source) return;
    setBusy(true);
    try {
      await props.onPick(source);
      setSource(undefined);
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={t("system.roles.copyTitle")}
      okText={t("system.common.copy")}
      cancelText={t("system.common.cancel")}
      okButtonProps={{ disabled: !source, loading: busy }}
      onOk={pick}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t("system.roles.copySource")} htmlFor="copy-rights-source">
          <UserSelect
            id="copy-rights-source"
            value={source}
            onChange={setSource}
            exclude={props.exclude}
            aria-label={t("system.roles.copySource")}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t("system.roles.copyHint")}</Typography.Text>
    </Modal>
  );
}
