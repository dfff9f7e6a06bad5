import { Form, Modal } from "antd";
import { useTranslation } from "react-i18next";
import type { Partner } from "../partnersApi";
import { type TransferTarget, TransferTargetFields } from "./TransferTargetFields";
import { useEmployeeLabel } from "./useEmployeeLabel";
import { useTransfer } from "./useTransfer";

/** 'Chuyển giao' on a profile: this one partner to another salesperson. */
export function TransferModal({ partner, onClose }: { partner: Partner; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferTarget>();
  const transfer = useTransfer();
  const employee = useEmployeeLabel();

  const submit = async () => {
    const target = await form.validateFields().catch(() => undefined);
    if (!target) return;
    if (target.ma_nvbh_moi === partner.ma_nvbh) {
      form.setFields([{ name: "ma_nvbh_moi", errors: [t("crmPartners.transfer.sameSalesperson")] }]);
      return;
    }
    const question = t("crmPartners.transfer.confirmOne", {
      partner: `${partner.ma_kh} ${partner.ten_kh}`,
      to: employee(target.ma_nvbh_moi),
    });
    if (await transfer({ ids: [partner.id], ...target }, question)) onClose();
  };

  return (
    <Modal
      open
      title={t("crmPartners.transfer.title", { partner: `${partner.ma_kh} ${partner.ten_kh}` })}
      okText={t("crmPartners.transfer.submit")}
      cancelText={t("entity.cancel")}
      onOk={submit}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <TransferTargetFields />
      </Form>
    </Modal>
  );
}
