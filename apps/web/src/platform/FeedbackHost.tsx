import { Modal, notification } from "antd";
import type { HookAPI as ModalApi } from "antd/es/modal/useModal";
import type { NotificationInstance } from "antd/es/notification/interface";
import { useEffect } from "react";

export interface FeedbackApis {
  notification: NotificationInstance;
  modal: ModalApi;
}

/** antd's toasts and dialogs, inside the theme and locale; mounted the first time the app shows one. */
export function FeedbackHost({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [notificationApi, notifications] = notification.useNotification();
  const [modalApi, modals] = Modal.useModal();
  useEffect(() => onReady({ notification: notificationApi, modal: modalApi }), [onReady, notificationApi, modalApi]);
  return (
    <>
      {notifications}
      {modals}
    </>
  );
}
