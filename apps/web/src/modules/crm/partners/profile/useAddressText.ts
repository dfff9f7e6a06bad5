import { addressColumns } from "@sen/core";
import { useGeoUnits } from "@/platform/entity/inputs/useGeoUnits";
import type { Partner } from "../partnersApi";

const COLUMNS = addressColumns("dia_ban");
const code = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * The partner's address as people write it: street, ward, (district,) province by name, not by code. An address
 * with a district is in the former three levels (the legacy units), one without in the current two.
 */
export function useAddressText(partner: Partner): string {
  const province = code(partner[COLUMNS.province]);
  const district = code(partner[COLUMNS.district]);
  const ward = code(partner[COLUMNS.ward]);
  const version = district ? "?version=legacy" : "";
  const provinces = useGeoUnits(province ? `cities${version}` : undefined);
  const districts = useGeoUnits(district && province ? `cities/${province}/districts${version}` : undefined);
  let wardsPath: string | undefined;
  if (ward) wardsPath = district ? `districts/${district}/wards` : province && `cities/${province}/wards`;
  const wards = useGeoUnits(wardsPath);
  const name = (units: { value: string; label: string }[], value: string | undefined) =>
    value && (units.find((u) => u.value === value)?.label ?? value);
  return [partner.dia_chi, name(wards, ward), name(districts, district), name(provinces, province)]
    .filter((part) => typeof part === "string" && part.trim())
    .join(", ");
}
