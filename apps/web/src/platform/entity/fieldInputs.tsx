import { DATE_FORMAT, DATE_TIME_FORMAT, type Field, type FieldKind, toCodeInput } from "@sen/core";
import { DatePicker, type FormItemProps, Input, Switch } from "antd";
import type { ReactNode } from "react";
import { ChoiceSelect } from "./inputs/ChoiceSelect";
import { NumberInput } from "./inputs/NumberInput";
import { ReferenceSelect } from "./inputs/ReferenceSelect";
import { TagsText } from "./inputs/TagsText";

interface FieldInput {
  input: ReactNode;
  /** How the Form.Item reads the input: a switch's value is `checked`; codes are upper-cased as typed. */
  item?: Partial<FormItemProps>;
  /** Takes the whole width of the form. */
  wide?: boolean;
}

const maxLength = (field: Field, fallback: number) => ("maxLength" in field && field.maxLength) || fallback;

function textInput(field: Field): FieldInput {
  if (field.kind === "text" && field.tags) return { input: <TagsText />, wide: true };
  return field.kind === "text" && field.multiline
    ? { input: <Input.TextArea rows={3} maxLength={maxLength(field, 2000)} showCount />, wide: true }
    : { input: <Input maxLength={maxLength(field, 255)} /> };
}

const dateInput = (withTime: boolean): FieldInput => ({
  input: (
    <DatePicker showTime={withTime} format={withTime ? DATE_TIME_FORMAT : DATE_FORMAT} style={{ width: "100%" }} />
  ),
});

/** The form input of each kind of field (address fields draw their own three pickers). */
const INPUT_BY_KIND: Record<Exclude<FieldKind, "address">, (field: Field) => FieldInput> = {
  text: textInput,
  code: (field) => ({
    input: <Input maxLength={maxLength(field, 32)} autoComplete="off" />,
    item: { normalize: (value: string) => toCodeInput(value) },
  }),
  phone: (field) => ({ input: <Input inputMode="tel" maxLength={maxLength(field, 20)} /> }),
  email: (field) => ({ input: <Input type="email" inputMode="email" maxLength={maxLength(field, 100)} /> }),
  url: (field) => ({ input: <Input inputMode="url" placeholder="https://" maxLength={maxLength(field, 255)} /> }),
  number: (field) => ({ input: field.kind === "number" && <NumberInput field={field} /> }),
  money: (field) => ({ input: field.kind === "money" && <NumberInput field={field} /> }),
  percent: (field) => ({ input: field.kind === "percent" && <NumberInput field={field} /> }),
  date: () => dateInput(false),
  datetime: () => dateInput(true),
  boolean: () => ({ input: <Switch />, item: { valuePropName: "checked" } }),
  enum: (field) => ({ input: <ChoiceSelect field={field} /> }),
  reference: (field) => ({ input: field.kind === "reference" && <ReferenceSelect field={field} /> }),
  dictionary: (field) => ({ input: <ChoiceSelect field={field} /> }),
};

export function fieldInput(field: Exclude<Field, { kind: "address" }>): FieldInput {
  return INPUT_BY_KIND[field.kind](field);
}
