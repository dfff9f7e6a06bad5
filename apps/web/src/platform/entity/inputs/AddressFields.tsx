import { type AddressField, addressColumns } from "@sen/core";
import { Checkbox, Col, Form, type FormInstance, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "./foldedSearch";
import { useGeoUnits } from "./useGeoUnits";

interface AddressFieldsProps {
  field: AddressField;
  /** Put before each picker's title; empty where the form's section already says it is the address. */
  label: string;
  form: FormInstance;
}

/**
 * Province, then ward (the current two levels), or province, district, ward (the former three, for addresses
 * written before 1 July 2025), stored in the field's three columns.
 */
export function AddressFields({ field, label, form }: AddressFieldsProps) {
  const { t } = useTranslation();
  const columns = addressColumns(field.name);
  const [legacy, setLegacy] = useState(() => Boolean(form.getFieldValue(columns.district)));
  const province: string | undefined = Form.useWatch(columns.province, form);
  const district: string | undefined = Form.useWatch(columns.district, form);
  const version = legacy ? "?version=legacy" : "";
  const provinces = useGeoUnits(`cities${version}`);
  const districts = useGeoUnits(legacy && province ? `cities/${province}/districts${version}` : undefined);
  let wardsPath: string | undefined;
  if (legacy) wardsPath = district ? `districts/${district}/wards` : undefined;
  else wardsPath = province ? `cities/${province}/wards` : undefined;
  const wards = useGeoUnits(wardsPath);

  const clear = (...names: string[]) => form.setFieldsValue(Object.fromEntries(names.map((n) => [n, ""])));
  const picker = (name: string, title: string, options: typeof provinces, onPick?: () => void) => (
    <Col xs={24} md={legacy ? 8 : 12} key={name}>
      <Form.Item name={name} label={label ? `${label}: ${title.toLowerCase()}` : title}>
        <Select
          allowClear
          showSearch={foldedSearch}
          options={options}
          placeholder={title}
          onChange={onPick}
          disabled={options.length === 0}
        />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Col span={24}>
        <Checkbox
          checked={legacy}
          onChange={(event) => {
            setLegacy(event.target.checked);
            clear(columns.province, columns.district, columns.ward);
          }}
        >
          {t("entity.legacyAddress")}
        </Checkbox>
      </Col>
      {picker(columns.province, t("entity.province"), provinces, () => clear(columns.district, columns.ward))}
      {legacy && picker(columns.district, t("entity.district"), districts, () => clear(columns.ward))}
      {picker(columns.ward, t("entity.ward"), wards)}
    </>
  );
}
