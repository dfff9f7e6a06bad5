import { BREAKPOINTS } from "@sen/core";
import { Modal, type ModalProps } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useViewportWidth } from "@/platform/table/useViewportWidth";

/**
 * A form's dialog. On a phone it takes the whole width and its 'Lưu' and 'Hủy bỏ' stay at the bottom of the
 * screen while the fields scroll, so that a long form is saved without scrolling back down to its end. Every
 * form dialog is open while shown, 760 px wide, says 'Lưu' and 'Hủy bỏ', and is not closed by a click beside it
 * (a half-typed form would be lost); a caller overrides any of these.
 */
export function FormModal(props: ModalProps) {
  const { t } = useTranslation();
  const phone = useViewportWidth() < BREAKPOINTS.sm;
  return (
    <Modal
      open
      okText={t("entity.save")}
      cancelText={t("entity.cancel")}
      destroyOnHidden
      mask={{ closable: false }}
      {...props}
      width={phone ? "100%" : (props.width ?? 760)}
      style={phone ? { top: 0, maxWidth: "100vw", margin: 0, paddingBottom: 0 } : props.style}
      styles={phone ? { footer: STICKY_FOOTER } : props.styles}
    />
  );
}

const STICKY_FOOTER: CSSProperties = {
  position: "sticky",
  bottom: 0,
  zIndex: 2,
  margin: 0,
  paddingBlock: 12,
  background: "var(--ant-color-bg-elevated)",
  borderTop: "1px solid var(--ant-color-split)",
};
