import type { NumericType } from "../format/constants.js";
import type { Bilingual } from "../text.js";

export const FIELD_KINDS = [
  "text",
  "code",
  "phone",
  "email",
  "url",
  "number",
  "money",
  "percent",
  "date",
  "datetime",
  "boolean",
  "enum",
  "reference",
  "dictionary",
  "address",
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface EnumOption {
  value: string;
  label: Bilingual;
}

interface FieldBase {
  /** Column and JSON name. */
  name: string;
  label: Bilingual;
  required?: boolean;
  /** No two rows (of the tenant) share the value; checked by the server and the form. */
  unique?: boolean;
  /** The form refuses a value equal to this other field's (the form rule 'duplicate'). */
  differentFrom?: string;
  /** Part of the accent-free search text. */
  searchable?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  /** Shown as a list column (default true). */
  inList?: boolean;
  /** Shown in the form (default true). */
  inForm?: boolean;
  /** Set by the server (or a business rule), never by the client. */
  readOnly?: boolean;
  default?: string | number | boolean;
  /** Longest text accepted (default 255; 2000 for notes). */
  maxLength?: number;
}

export interface TextField extends FieldBase {
  kind: "text" | "code" | "phone" | "email" | "url";
  /** Multi-line in the form. */
  multiline?: boolean;
  /**
   * How a value of a text with its own format starts (barcodes: "SP-"): generated tests send it
   * with a number after it, where a plain text would not pass the format's rule.
   */
  example?: string;
  /** Several values kept as one text, commas between them (barcodes): the form takes them as tags. */
  tags?: boolean;
  /**
   * The address of the row's picture (`{api}/{id}/image?v=…`), set only through that route: the list
   * shows it small, the form lets one choose or remove it.
   */
  image?: boolean;
}

export interface NumberField extends FieldBase {
  kind: "number" | "money" | "percent";
  /** The numeric column types; money is numeric(18,2), percent numeric(9,4). */
  numericType?: NumericType;
  /** Decimals accepted; money 0 for VND by default. */
  precision?: number;
  min?: number;
  max?: number;
  /** False for a number that names rather than counts (a year): shown without thousands separators. */
  grouped?: false;
}

export interface DateField extends FieldBase {
  kind: "date" | "datetime";
}

export interface BooleanField extends FieldBase {
  kind: "boolean";
}

export interface EnumField extends FieldBase {
  kind: "enum";
  options: readonly EnumOption[];
}

export interface ReferenceField extends FieldBase {
  kind: "reference";
  /** The entity referred to, by name. */
  entity: string;
  /** The field of that entity the value holds (its code, e.g. ma_dvcs), shown with its label field. */
  valueField: string;
  labelField: string;
  /**
   * A text field of this entity that holds a copy of the referred row's label, filled by the
   * server on save and kept current when that label changes (lists show it without a join).
   */
  copyLabelTo?: string;
}

export interface DictionaryField extends FieldBase {
  kind: "dictionary";
  /** The dictionary group whose entries (ma_tudien) are the choices. */
  group: string;
}

/** Province, district and ward codes (legacy three levels or current two), stored in three columns. */
export interface AddressField extends FieldBase {
  kind: "address";
}

export type Field =
  | TextField
  | NumberField
  | DateField
  | BooleanField
  | EnumField
  | ReferenceField
  | DictionaryField
  | AddressField;

/** The three columns an address field is stored in. */
export function addressColumns<const N extends string>(name: N) {
  return { province: `${name}_province`, district: `${name}_district`, ward: `${name}_ward` } as const;
}
