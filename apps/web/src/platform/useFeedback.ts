import { App } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_DURATION_SECONDS } from "./constants";

/**
 * Toasts and confirmations with the spec's titles (spec 8): 'Thông báo', 'Thành công',
 * 'Thất bại', 'Có lỗi xảy ra', shown 3000 ms; confirm dialogs 'Xác nhận' with 'Đồng ý' and 'Hủy bỏ'.
 */
export function useFeedback() {
  const { notification, modal } = App.useApp();
  const { t } = useTranslation();
  return useMemo(() => {
    const toast = (kind: "info" | "success" | "warning" | "error", title: string) => (description: string) =>
      notification[kind]({ title, description, duration: TOAST_DURATION_SECONDS, placement: "topRight" });
    return {
      info: toast("info", t("feedback.info")),
      success: toast("success", t("feedback.success")),
      failure: toast("warning", t("feedback.failure")),
      error: toast("error", t("feedback.error")),
      confirm: (content: string, onOk: () => unknown) =>
        modal.confirm({
          title: t("feedback.confirm"),
          content,
          okText: t("feedback.ok"),
          cancelText: t("feedback.cancel"),
          onOk,
        }),
    };
  }, [notification, modal, t]);
}
