import { type NumberField, type NumericInputOptions, sanitizeNumericInput } from "@sen/core";
import { Input } from "antd";
import { useEffect, useState } from "react";

/** "-1234567.5" → "-1,234,567.5" */
function withSeparators(text: string): string {
  const [integer = "", ...fraction] = text.split(".");
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction.length > 0 ? `${grouped}.${fraction.join("")}` : grouped;
}

const toNumber = (text: string) => (text === "" || text === "-" || text === "." ? null : Number(text));
const shown = (value: number | null | undefined, options: NumericInputOptions, grouped = true) => {
  if (value === null || value === undefined) return "";
  const text = sanitizeNumericInput(value, options);
  return grouped ? withSeparators(text) : text;
};

interface NumberInputProps {
  field: NumberField;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  disabled?: boolean;
  "aria-label"?: string;
}

/**
 * Numbers, money and percentages: at most 18 integer digits, the field's decimals, no leading zeros,
 * nothing above its maximum; keystrokes beyond those are simply not taken (core's sanitizeNumericInput on every
 * change). Comma thousands separators once the input is left (none in a year); below the minimum it becomes the minimum.
 */
export function NumberInput({ field, value, onChange, id, disabled, "aria-label": label }: NumberInputProps) {
  const precision = field.precision ?? (field.kind === "money" ? 0 : 4);
  const options: NumericInputOptions = {
    precision,
    max: field.max,
    allowNegative: field.min === undefined || field.min < 0,
  };
  const grouped = field.grouped !== false;
  const [text, setText] = useState(() => shown(value, options, grouped));
  const [editing, setEditing] = useState(false);
  // A value set from outside (the record, a reset) shows as it is, formatted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value matters; options follow the field
  useEffect(() => {
    if (!editing) setText(shown(value, options, grouped));
  }, [value, editing]);

  return (
    <Input
      id={id}
      value={text}
      disabled={disabled}
      aria-label={label}
      inputMode={precision > 0 ? "decimal" : "numeric"}
      suffix={field.kind === "percent" ? "%" : undefined}
      style={{ textAlign: "right" }}
      onFocus={() => setEditing(true)}
      onChange={(event) => {
        const clean = sanitizeNumericInput(event.target.value, options);
        setText(clean);
        onChange?.(toNumber(clean));
      }}
      onBlur={() => {
        setEditing(false);
        const number = toNumber(text);
        const fixed = number !== null && field.min !== undefined && number < field.min ? field.min : number;
        if (fixed !== number) onChange?.(fixed);
        setText(shown(fixed, options, grouped));
      }}
    />
  );
}
