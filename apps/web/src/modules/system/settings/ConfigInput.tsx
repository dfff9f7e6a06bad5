import { configIsTrue } from "@sen/core";
import { Input, InputNumber, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { isJsonList, parseTextList } from "./configValues";

interface Props {
  type: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * A config's value edited by its type (every value is stored as text): boolean as a Switch ('t'/'f'),
 * number, JSON list as tags (raw JSON when the stored text is not a list), secret hidden, else text.
 */
export function ConfigInput({ type, value, onChange, label, invalid, disabled }: Props) {
  const { t } = useTranslation();
  const status = invalid ? ("error" as const) : undefined;
  switch (type) {
    case "boolean":
      return (
        <Switch
          aria-label={label}
          disabled={disabled}
          checked={configIsTrue(value)}
          onChange={(on) => onChange(on ? "t" : "f")}
        />
      );
    case "number":
      return (
        <InputNumber
          aria-label={label}
          disabled={disabled}
          status={status}
          value={value === "" ? null : Number(value)}
          onChange={(n) => onChange(n === null ? "" : String(n))}
          style={{ width: "100%", maxWidth: 200 }}
        />
      );
    case "json": {
      const list = parseTextList(value);
      if (!list) {
        return (
          <Input.TextArea
            aria-label={label}
            disabled={disabled}
            status={isJsonList(value) ? status : "error"}
            autoSize={{ minRows: 2, maxRows: 6 }}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      }
      return (
        <Select
          aria-label={label}
          disabled={disabled}
          mode="tags"
          status={status}
          open={false}
          suffixIcon={null}
          placeholder={t("system.settings.jsonHint")}
          value={list}
          onChange={(items: string[]) => onChange(JSON.stringify(items))}
          style={{ width: "100%" }}
        />
      );
    }
    case "secret":
      return (
        <Input.Password
          aria-label={label}
          disabled={disabled}
          status={status}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <Input
          aria-label={label}
          disabled={disabled}
          status={status}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
