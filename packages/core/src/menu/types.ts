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

/** "crm/reports/employee" → "crm.reports.employee" */
type Dotted<Path extends string> = Path extends `${infer Head}/${infer Tail}` ? `${Head}.${Dotted<Tail>}` : Path;

/** A page's code: its path without the leading slash, "/" replaced by "." (as `pageMenuId` does). */
type PageCode<Page> = Page extends readonly [`/${infer Path}`, string, string] ? Dotted<Path> : never;

/** The pages of an area, whether they sit in a group or directly under the area. */
type AreaPages<Area> = Area extends { children: readonly (infer Child)[] }
  ? Child extends { pages: readonly (infer Page)[] }
    ? Page
    : Child
  : never;

/** The codes of every page of an area ("crm.partners"). */
export type PageCommand<Area> = PageCode<AreaPages<Area>>;

/** The route paths of every page of an area ("/crm/partners"). */
export type PagePath<Area> =
  AreaPages<Area> extends infer Page ? (Page extends readonly [infer Path, string, string] ? Path : never) : never;
