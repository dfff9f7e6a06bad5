import { LockOutlined, UnlockOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Input, Segmented, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";
import { batchLines } from "./batchLines";
import { cryptoApi, MAX_BATCH } from "./cryptoApi";

type Mode = "single" | "batch";

/**
 * /system/cryptography/encrypt (administrators): encrypt or decrypt one value, or encrypt many at once
 * (one a line); the result comes with a copy button.
 */
export function EncryptPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [mode, setMode] = useState<Mode>("single");
  const [input, setInput] = useState("");
  const [result, setResult] = useState<string>();
  const [busy, setBusy] = useState<"encrypt" | "decrypt">();
  const lines = batchLines(input);

  async function run(action: "encrypt" | "decrypt") {
    if (mode === "single" ? input === "" : lines.length === 0)
      return feedback.failure(t("system.crypto.inputRequired"));
    if (mode === "batch" && lines.length > MAX_BATCH)
      return feedback.failure(t("system.crypto.tooMany", { max: MAX_BATCH }));
    setBusy(action);
    setResult(undefined);
    try {
      if (mode === "batch") setResult((await cryptoApi.encryptMany(lines)).join("\n"));
      else setResult(await (action === "encrypt" ? cryptoApi.encrypt(input) : cryptoApi.decrypt(input.trim())));
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(undefined);
    }
  }

  const switchMode = (next: Mode) => {
    setMode(next);
    setResult(undefined);
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Segmented<Mode>
        value={mode}
        onChange={switchMode}
        options={[
          { value: "single", label: t("system.crypto.single") },
          { value: "batch", label: t("system.crypto.batch") },
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      <Card size="small" title={mode === "single" ? t("system.crypto.input") : t("system.crypto.inputBatch")}>
        <Flex vertical gap={12}>
          <Input.TextArea
            aria-label={t("system.crypto.input")}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            autoSize={{ minRows: mode === "single" ? 3 : 6, maxRows: 16 }}
            spellCheck={false}
          />
          <Flex gap={8} wrap align="center">
            <Button
              type="primary"
              icon={<LockOutlined />}
              loading={busy === "encrypt"}
              disabled={Boolean(busy)}
              onClick={() => run("encrypt")}
            >
              {t("system.crypto.encrypt")}
            </Button>
            {mode === "single" && (
              <Button
                icon={<UnlockOutlined />}
                loading={busy === "decrypt"}
                disabled={Boolean(busy)}
                onClick={() => run("decrypt")}
              >
                {t("system.crypto.decrypt")}
              </Button>
            )}
            {mode === "batch" && (
              <Typography.Text type="secondary">{t("system.crypto.count", { count: lines.length })}</Typography.Text>
            )}
          </Flex>
        </Flex>
      </Card>
      {result !== undefined && (
        <Card size="small" title={t("system.crypto.result")} data-testid="crypto-result">
          <Typography.Paragraph
            copyable={{ text: result, tooltips: [t("system.common.copy"), t("system.common.copied")] }}
            style={{ whiteSpace: "pre-wrap", wordBreak: "break-all", marginBottom: 0 }}
          >
            {result}
          </Typography.Paragraph>
        </Card>
      )}
    </Flex>
  );
}
