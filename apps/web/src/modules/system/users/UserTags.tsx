import { splitCodes } from "@sen/core";
import { Flex, Tag } from "antd";
import { useTranslation } from "react-i18next";

/** 'Hoạt động' in green or 'Ngừng hoạt động' in grey. */
export function StatusTag({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={active ? "success" : "default"}>{t(active ? "system.common.active" : "system.common.inactive")}</Tag>
  );
}

/** 'Có' in blue or 'Không' in grey. */
export function YesNoTag({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return <Tag color={value ? "processing" : "default"}>{t(value ? "system.common.yes" : "system.common.no")}</Tag>;
}

/** Comma-joined codes (branches, employees) as tags side by side. */
export function CodeTags({ codes }: { codes: string }) {
  return (
    <Flex wrap gap={4}>
      {splitCodes(codes).map((code) => (
        <Tag key={code} style={{ marginInlineEnd: 0 }}>
          {code}
        </Tag>
      ))}
    </Flex>
  );
}
