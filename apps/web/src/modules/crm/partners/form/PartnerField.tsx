import { type Field, SEARCH_DEBOUNCE_MS } from "@sen/core";
import { Col, Form, type FormInstance, type FormRule } from "antd";
import type { ReactNode } from "react";
import { fieldInput } from "@/platform/entity/fieldInputs";
import { AddressFields } from "@/platform/entity/inputs/AddressFields";
import { SourceOptionSelect } from "./SourceOptionSelect";
import { TagsInput } from "./TagsInput";

/** Inputs of the partner form that differ from the field kind's own. */
const OWN_INPUTS: Record<string, () => ReactNode> = {
  ma_chi_tiet_nguon: () => <SourceOptionSelect />,
  tags: () => <TagsInput />,
};

interface PartnerFieldProps {
  field: Field;
  label: string;
  rules: FormRule[];
  required?: boolean;
  form: FormInstance;
  /** Rules asking the server: checked 500 ms after the last key and on leaving the field. */
  remote?: boolean;
}

/** One field of the partner form in its grid cell (the address draws its own pickers). */
export function PartnerField({ field, label, rules, required, form, remote }: PartnerFieldProps) {
  // The section is the address: its pickers need no prefix.
  if (field.kind === "address") return <AddressFields field={field} label="" form={form} />;
  const { input, item, wide } = fieldInput(field);
  return (
    <Col xs={24} md={wide ? 24 : 12}>
      <Form.Item
        name={field.name}
        label={label}
        required={required}
        rules={rules}
        validateDebounce={remote ? SEARCH_DEBOUNCE_MS : undefined}
        dependencies={remote ? ["ma_nvbh"] : undefined}
        {...item}
      >
        {OWN_INPUTS[field.name]?.() ?? input}
      </Form.Item>
    </Col>
  );
}
