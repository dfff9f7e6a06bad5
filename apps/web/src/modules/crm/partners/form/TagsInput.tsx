import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { splitTags } from "../partnerTags";

interface TagsInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** The partner's tags typed one by one (Enter or a comma ends one), kept as the comma-joined text the record holds. */
export function TagsInput({ value, onChange, id }: TagsInputProps) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      mode="tags"
      value={splitTags(value)}
      onChange={(tags: string[]) =>
        onChange?.(
          tags
            .map((tag) => tag.trim())
            .filter(Boolean)
            .join(", "),
        )
      }
      tokenSeparators={[","]}
      open={false}
      suffixIcon={null}
      placeholder={t("crmPartners.form.tagsHint")}
    />
  );
}
