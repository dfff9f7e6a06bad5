import { DeleteOutlined, PictureOutlined, UploadOutlined } from "@ant-design/icons";
import { Button, Flex, Form, Upload } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_MAX_KB, imageProblem, KEEP_IMAGE, type PendingImage } from "./entityImages";
import { useImageUrl } from "./useImageUrl";
import "./imageMessages";

const frame = {
  width: 96,
  height: 96,
  borderRadius: 8,
  border: "1px dashed var(--ant-color-border, #d9d9d9)",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  overflow: "hidden",
  fontSize: 28,
  color: "var(--ant-color-text-quaternary, #bfbfbf)",
} as const;

/**
 * The row's picture in its form: the one it has, or the file just chosen (checked by its bytes at
 * once); the form sends it once the row is saved, so that a new row gets its picture too.
 */
export function ImageInput({
  label,
  current,
  onChange,
}: {
  label: string;
  /** The row's picture address, none for a new row. */
  current: string | null | undefined;
  onChange: (next: PendingImage) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PendingImage>(KEEP_IMAGE);
  const [problem, setProblem] = useState<string>();
  const stored = useImageUrl(choice.kind === "keep" ? current : undefined);
  const chosen = useMemo(() => (choice.kind === "set" ? URL.createObjectURL(choice.file) : undefined), [choice]);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  const shown = chosen ?? stored;

  const choose = (next: PendingImage) => {
    setChoice(next);
    onChange(next);
  };
  const pick = async (file: Blob) => {
    const wrong = await imageProblem(file);
    setProblem(wrong && t(`entityImage.${wrong.key}`, wrong));
    if (!wrong) choose({ kind: "set", file });
  };

  return (
    <Form.Item
      label={label}
      validateStatus={problem ? "error" : undefined}
      help={problem ?? t("entityImage.hint", { max: IMAGE_MAX_KB })}
    >
      <Flex gap={16} align="center" wrap>
        <div style={frame}>
          {shown ? (
            <img src={shown} alt={label} style={{ width: "100%", height: "100%", objectFit: "cover" }} />
          ) : (
            <PictureOutlined />
          )}
        </div>
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{shown ? t("entityImage.change") : t("entityImage.choose")}</Button>
        </Upload>
        {shown && (
          <Button icon={<DeleteOutlined />} onClick={() => choose({ kind: "remove" })}>
            {t("entityImage.remove")}
          </Button>
        )}
      </Flex>
    </Form.Item>
  );
}
