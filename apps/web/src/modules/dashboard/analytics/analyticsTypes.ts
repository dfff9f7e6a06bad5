import type { SalesDay, SalesSums } from "../shared/salesSums";

/** The answer of GET dashboard/analytics: a block is absent when the user may not read its screen. */

export interface DayCount {
  day: string;
  count: number;
}

export interface KeyCount {
  key: string;
  title: string;
  count: number;
}

export interface DueItem {
  id: string;
  tieu_de: string;
  ten_kh: string | null;
  ten_nv: string | null;
  bat_dau: string;
  ket_thuc: string;
  trang_thai: string;
}

export interface DueFigures {
  due_today: number;
  overdue: number;
  items: DueItem[];
}

export interface CampaignFigure {
  id: string;
  ma_chien_dich: string;
  ten_chien_dich: string;
  tu_ngay: string;
  den_ngay: string | null;
  partners: number;
  contacted: number;
  converted: number;
  progress: number | null;
}

type Measures = Record<"doanh_thu" | "kh_moi" | "cuoc_goi" | "lich_hen", number>;

export interface TargetFigure {
  id: string;
  ma_nv: string;
  ten_nv: string | null;
  target: Measures;
  actual: Measures;
  percent: Record<keyof Measures, number | null>;
}

export interface Salesperson {
  ma_nv: string;
  ten_nv: string;
  new_partners: number;
  done_appointments: number;
  calls: number;
}

export interface Analytics {
  fromDate: string;
  toDate: string;
  today: string;
  partners?: { total: number; by_day: DayCount[]; by_source: KeyCount[] };
  tasks?: DueFigures;
  tickets?: DueFigures;
  calls?: { total: number; answered: number; by_day: DayCount[]; by_status: KeyCount[] };
  campaigns?: { running: number; items: CampaignFigure[] };
  targets?: { items: TargetFigure[] };
  top_salespeople?: { ranked_by: string[]; items: Salesperson[] };
  /** Retail bills less returns. */
  sales?: SalesSums & { by_day: SalesDay[] };
  /** Service bills and the package sessions servings used. */
  services?: SalesSums & { by_day: SalesDay[] };
}
