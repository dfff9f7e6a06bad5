import { foldVietnamese } from "@sen/core";
import { geography, type Unit } from "../../geo/units.js";

/**
 * Province and ward of an imported row, as people type them ("TP. Hồ Chí Minh", "tinh binh
 * duong", "79", "Phường Bến Thành", "Tràng Tiền"), in current units (34 provinces since
 * 2025-07-01, wards directly below them): a legacy province gives the current one it went into,
 * and a legacy ward the current ward it was merged into.
 */

type Node = Unit & { children: Node[] };

const provinceKey = (name: string) =>
  foldVietnamese(name)
    .replace(/^(tinh|thanh pho)\s+/, "")
    .replace(/^tp\.?\s*/, "")
    .trim();

const wardKey = (name: string) =>
  foldVietnamese(name)
    .replace(/^(phuong|xa|thi tran|dac khu)\s+/, "")
    .replace(/^(p|x|tt)\.\s*/, "")
    .trim();

interface Candidate {
  current: Node;
  /** The legacy province typed, when the text named one. */
  legacy?: Node;
}

interface Indexes {
  provinces: Map<string, Candidate[]>;
  /** Wards by code and name, per current province and per legacy province (all its districts'). */
  currentWards: Map<string, Map<string, Node>>;
  legacyWards: Map<string, Map<string, Node>>;
}

let indexes: Indexes | undefined;

function add<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
}

function byKey(nodes: Node[], key: (name: string) => string): Map<string, Node> {
  const map = new Map<string, Node>();
  for (const node of nodes) {
    for (const k of [node.code, key(node.name), foldVietnamese(node.name)]) if (!map.has(k)) map.set(k, node);
  }
  return map;
}

function build(): Indexes {
  const geo = geography();
  const provinces = new Map<string, Candidate[]>();
  const currentWards = new Map<string, Map<string, Node>>();
  const legacyWards = new Map<string, Map<string, Node>>();
  for (const current of geo.current.provinces as Node[]) {
    for (const k of new Set([current.code, provinceKey(current.name)])) add(provinces, k, { current });
    currentWards.set(current.code, byKey(current.children, wardKey));
  }
  for (const legacy of geo.legacy.provinces as Node[]) {
    const current = (geo.current.provinces as Node[]).find((p) => p.merged_from?.includes(legacy.code));
    if (!current) continue;
    legacyWards.set(
      legacy.code,
      byKey(
        legacy.children.flatMap((district) => district.children),
        wardKey,
      ),
    );
    for (const k of new Set([legacy.code, provinceKey(legacy.name)])) add(provinces, k, { current, legacy });
  }
  return { provinces, currentWards, legacyWards };
}

export interface Place {
  dia_ban_province: string;
  dia_ban_district: null;
  dia_ban_ward: string | null;
  ten_tinh: string;
  ten_phuong: string | null;
}

export type PlaceResult = Place | { problem: "province" | "ward" };

const lookUp = (wards: Map<string, Node> | undefined, ward: string) =>
  wards?.get(ward.trim()) ?? wards?.get(wardKey(ward));

function inCandidate(index: Indexes, candidate: Candidate, ward: string): Node | undefined {
  const wards = index.currentWards.get(candidate.current.code);
  const direct = lookUp(wards, ward);
  if (direct) return direct;
  const old = candidate.legacy && lookUp(index.legacyWards.get(candidate.legacy.code), ward);
  const successor =
    old &&
    geography()
      .successors.get(old.code)
      ?.find((s) => s.province.code === candidate.current.code);
  return successor ? wards?.get(successor.ward.code) : undefined;
}

/** The place a row names; `problem` says which of the two was not found. */
export function findPlace(province: string, ward: string | undefined): PlaceResult {
  indexes ??= build();
  const index = indexes;
  const candidates = index.provinces.get(province.trim()) ?? index.provinces.get(provinceKey(province)) ?? [];
  const first = candidates[0];
  if (!first) return { problem: "province" };
  const place = (current: Node, found: Node | null): Place => ({
    dia_ban_province: current.code,
    dia_ban_district: null,
    dia_ban_ward: found?.code ?? null,
    ten_tinh: current.name,
    ten_phuong: found?.name ?? null,
  });
  if (!ward) return place(first.current, null);
  for (const candidate of candidates) {
    const found = inCandidate(index, candidate, ward);
    if (found) return place(candidate.current, found);
  }
  return { problem: "ward" };
}
