import type { ReferenceField } from "@sen/core";
import { Form, Select } from "antd";
import { useEntityNamed } from "../useEntityDefinitions";
import { ChoiceSelect } from "./ChoiceSelect";
import { RemoteReferenceSelect } from "./RemoteReferenceSelect";

interface ReferenceSelectProps {
  field: ReferenceField;
  value?: string;
  onChange?: (value?: string) => void;
  id?: string;
}

/**
 * A form's reference input: the lookup's choices for a small entity, a server search for a `large` one (partners),
 * whose current value is named from the record's copied name (`copyLabelTo`) held by the form.
 */
export function ReferenceSelect({ field, ...input }: ReferenceSelectProps) {
  const target = useEntityNamed(field.entity);
  const form = Form.useFormInstance();
  // useWatch answers only after the first render: the store already holds the starting copy, so that the picker
  // never asks the server for a name the record carries.
  const watched: unknown = Form.useWatch(field.copyLabelTo ?? "", { form, preserve: true });
  const copiedName: unknown = watched ?? (field.copyLabelTo ? form.getFieldValue(field.copyLabelTo) : undefined);
  if (!target) return <Select id={input.id} loading disabled />;
  if (!target.large) return <ChoiceSelect field={field} {...input} />;
  return (
    <RemoteReferenceSelect
      field={field}
      target={target}
      copiedName={typeof copiedName === "string" ? copiedName : undefined}
      {...input}
    />
  );
}
