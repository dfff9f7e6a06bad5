import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Flex } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A form's panel title: an arrow back (usable when the form is read-only), then the title and its tags. */
export function BackTitle({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center">
      <Button
        type="text"
        size="small"
        icon={<ArrowLeftOutlined />}
        aria-label={t("document.actions.back")}
        onClick={onBack}
        disabled={false}
      />
      {children}
    </Flex>
  );
}
