import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Vietnam's administrative units (apps/server/data/vn-admin-units.json, see shared/data/README):
 * `legacy` is the three-level list in force until 2025-06-30 (province, district, ward);
 * `current` the two-level list since 2025-07-01 (34 provinces, wards directly below them).
 * Codes of the two lists overlap, so an address says which list it uses: one without a
 * district is in current units.
 */
export const VERSIONS = ["current", "legacy"] as const;
export type Version = (typeof VERSIONS)[number];

export interface Unit {
  code: string;
  name: string;
  /** Thành phố, Tỉnh, Quận, Huyện, Phường, Xã… (legacy list only). */
  type?: string;
  /** Legacy codes merged into this unit (current list only). */
  merged_from?: string[];
}

interface Node extends Unit {
  children: Node[];
}

type LegacyRow = [string, string, string, LegacyRow[]?];
type CurrentWardRow = [string, string, string[]];
type CurrentProvinceRow = [string, string, string[], CurrentWardRow[]];

interface Tree {
  provinces: Node[];
  byCode: Map<string, Node>;
}

export interface Geography {
  legacy: Tree & { districts: Map<string, Node> };
  current: Tree;
  /** The current wards a legacy ward went into, fully or partly. */
  successors: Map<string, { ward: Unit; province: Unit }[]>;
}

const plain = ({ children: _, ...unit }: Node): Unit => unit;

function legacyNode([code, name, type, children = []]: LegacyRow): Node {
  return { code, name, type, children: children.map(legacyNode) };
}

function index(nodes: Node[], into = new Map<string, Node>()) {
  for (const node of nodes) into.set(node.code, node);
  return into;
}

function build(raw: { legacy: LegacyRow[]; current: CurrentProvinceRow[] }): Geography {
  const legacyProvinces = raw.legacy.map(legacyNode);
  const legacyDistricts = index(legacyProvinces.flatMap((p) => p.children));
  const currentProvinces: Node[] = raw.current.map(([code, name, merged, wards]) => ({
    code,
    name,
    merged_from: merged,
    children: wards.map(([wardCode, wardName, wardMerged]) => ({
      code: wardCode,
      name: wardName,
      merged_from: wardMerged,
      children: [],
    })),
  }));
  const successors = new Map<string, { ward: Unit; province: Unit }[]>();
  for (const province of currentProvinces) {
    for (const ward of province.children) {
      for (const legacyCode of ward.merged_from ?? []) {
        const list = successors.get(legacyCode) ?? [];
        list.push({ ward: plain(ward), province: plain(province) });
        successors.set(legacyCode, list);
      }
    }
  }
  return {
    legacy: { provinces: legacyProvinces, byCode: index(legacyProvinces), districts: legacyDistricts },
    current: { provinces: currentProvinces, byCode: index(currentProvinces) },
    successors,
  };
}

let loaded: Geography | undefined;

/** Read once, on first use (about 600 kB). */
export function geography(): Geography {
  if (!loaded) {
    const file = resolve(import.meta.dirname, "../../../data/vn-admin-units.json");
    loaded = build(JSON.parse(readFileSync(file, "utf8")));
  }
  return loaded;
}

export const toUnits = (nodes: Node[]): Unit[] => nodes.map(plain);

/** Legacy wards of a province (every district's), or a current province's wards. */
export function wardsOfProvince(version: Version, code: string): Node[] | undefined {
  const province = geography()[version].byCode.get(code);
  if (!province) return undefined;
  return version === "current" ? province.children : province.children.flatMap((d) => d.children);
}

/**
 * An address's units by name, the ward first ("Phường Sài Gòn, Thành phố Hồ Chí Minh"); one with a district is in
 * legacy units. Codes not in the lists are left out.
 */
export function placeName(province: string | null, district: string | null, ward: string | null): string {
  const { legacy, current } = geography();
  const tree = district ? legacy : current;
  const provinceNode = tree.byCode.get(province ?? "");
  const districtNode = district ? legacy.districts.get(district) : undefined;
  const wardNode = (districtNode ?? provinceNode)?.children.find((w) => w.code === ward);
  return [wardNode?.name, districtNode?.name, provinceNode?.name].filter(Boolean).join(", ");
}
