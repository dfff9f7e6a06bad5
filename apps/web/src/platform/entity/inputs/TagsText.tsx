import { Select } from "antd";

/** A text of several values ("8934567000116, 8934567000123:HOP") as the tags it holds. */
export const tagsOf = (text: string | null | undefined) =>
  (text ?? "")
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);

/** Several values as tags: Enter (a scanner's too), a comma or a space adds one; the form keeps one text. */
export function TagsText({
  id,
  value,
  onChange,
}: {
  /** The form item's id, so that its label names the input. */
  id?: string;
  value?: string | null;
  onChange?: (text: string) => void;
}) {
  return (
    <Select
      id={id}
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[",", " ", ";"]}
      value={tagsOf(value)}
      onChange={(tags: string[]) => onChange?.(tags.join(", "))}
    />
  );
}
