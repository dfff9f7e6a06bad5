import { SHOP_TEXT_FIELDS, type ShopTextField } from "@sen/core";
import type { ShopSettings, ShopSettingsChange } from "./shopSettingsApi";

/** The form's values: the texts, and each branch's default warehouse by branch code ("" for none). */
export type ShopSettingsValues = Record<ShopTextField, string> & { kho: Record<string, string> };

export function formValuesOf(settings: ShopSettings): ShopSettingsValues {
  const texts = Object.fromEntries(SHOP_TEXT_FIELDS.map((name) => [name, settings[name]])) as Record<
    ShopTextField,
    string
  >;
  return { ...texts, kho: Object.fromEntries(settings.kho_mac_dinh.map((k) => [k.ma_dvcs, k.ma_kho ?? ""])) };
}

/**
 * What the user changed since the settings were loaded, and nothing else: another person's save
 * of other fields meanwhile is kept.
 */
export function settingsChanges(loaded: ShopSettings, values: ShopSettingsValues): ShopSettingsChange {
  const before = formValuesOf(loaded);
  const change: ShopSettingsChange = {};
  for (const name of SHOP_TEXT_FIELDS) {
    const value = (values[name] ?? "").trim();
    if (value !== before[name]) change[name] = value;
  }
  const warehouses = Object.entries(values.kho ?? {})
    .map(([ma_dvcs, ma_kho]) => ({ ma_dvcs, ma_kho: ma_kho ?? "" }))
    .filter(({ ma_dvcs, ma_kho }) => ma_kho !== (before.kho[ma_dvcs] ?? ""));
  if (warehouses.length > 0) change.kho_mac_dinh = warehouses;
  return change;
}

/**
 * A 422's field messages put where the form shows them: `kho_mac_dinh.{i}.ma_kho` on the line of
 * the branch that change named.
 */
export function fieldErrorsOf(
  errors: Record<string, string>,
  change: ShopSettingsChange,
): { name: string | string[]; errors: string[] }[] {
  return Object.entries(errors).map(([key, message]) => {
    const line = /^kho_mac_dinh\.(\d+)\./.exec(key);
    const branch = line ? change.kho_mac_dinh?.[Number(line[1])]?.ma_dvcs : undefined;
    return { name: branch ? ["kho", branch] : key, errors: [message] };
  });
}

/** A select kept as "" when nothing is chosen shows its placeholder, not a blank choice. */
export const showBlankAsNone = (value?: string) => ({ value: value || undefined });
