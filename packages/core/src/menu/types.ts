export interface MenuCommand {
  /** Stable code, dotted lowercase. */
  menu_id: string;
  /** Parent menu_id; null for the top-level areas. */
  menu_id0: string | null;
  /** Route path (prefix); null for pure grouping nodes (areas and groups). */
  command: string | null;
  /** Vietnamese title. */
  title: string;
  title_en: string;
  /** Order among siblings (10, 20, 30 ...). */
  sort: number;
  /** @ant-design/icons component name; only on top-level areas. */
  icon?: string;
}

/** [route path, Vietnamese title, English title] */
export type PageDef = readonly [command: string, title: string, title_en: string];

export interface GroupDef {
  id: string;
  title: string;
  title_en: string;
  pages: readonly PageDef[];
}

export interface AreaDef {
  id: string;
  title: string;
  title_en: string;
  icon: string;
  children: readonly (GroupDef | PageDef)[];
}
