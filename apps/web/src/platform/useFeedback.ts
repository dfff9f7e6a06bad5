import type { ModalFuncProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_DURATION_SECONDS } from "./constants";
import { useFeedbackApis } from "./FeedbackProvider";

/** A confirmation dialog that may still be loading: changes wait for it. */
export interface ConfirmDialog {
  update: (config: ModalFuncProps) => void;
  destroy: () => void;
}

/**
 * Toasts and confirmations with the same titles everywhere: 'Thông báo', 'Thành công',
 * 'Thất bại', 'Có lỗi xảy ra', shown 3000 ms; confirm dialogs 'Xác nhận' with 'Đồng ý' and 'Hủy bỏ'.
 */
export function useFeedback() {
  const apis = useFeedbackApis();
  const { t } = useTranslation();
  return useMemo(() => {
    const toast = (kind: "info" | "success" | "warning" | "error", title: string) => (description: string) => {
      void apis().then(({ notification }) =>
        notification[kind]({ title, description, duration: TOAST_DURATION_SECONDS, placement: "topRight" }),
      );
    };
    const confirm = (content: string, onOk: () => unknown): ConfirmDialog => {
      let changes: ModalFuncProps = {};
      let dialog: ConfirmDialog | undefined;
      let destroyed = false;
      void apis().then(({ modal }) => {
        if (destroyed) return;
        dialog = modal.confirm({
          title: t("feedback.confirm"),
          content,
          okText: t("feedback.ok"),
          cancelText: t("feedback.cancel"),
          onOk,
          ...changes,
        });
      });
      return {
        update: (config) => {
          if (dialog) dialog.update(config);
          else changes = { ...changes, ...config };
        },
        destroy: () => {
          destroyed = true;
          dialog?.destroy();
        },
      };
    };
    return {
      info: toast("info", t("feedback.info")),
      success: toast("success", t("feedback.success")),
      failure: toast("warning", t("feedback.failure")),
      error: toast("error", t("feedback.error")),
      confirm,
    };
  }, [apis, t]);
}
