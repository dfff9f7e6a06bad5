/** The answer of `GET accounting/account-balances/check?nam=`: the year's opening balances checked to balance. */

/** One branch's opening balances of the year: their debits, credits, and whether these are equal. */
export interface BranchTotal {
  ma_dvcs: string;
  ten_dvcs: string;
  du_no: number;
  du_co: number;
  /** du_no − du_co: zero when the branch balances. */
  chenh_lech: number;
  can_doi: boolean;
}

/** An opening the books cannot take: on an account with sub-accounts, one missing from the chart, or (a partner's) one not kept by partner. */
export interface MisplacedOpening {
  nguon: "account" | "customer";
  ma_dvcs: string;
  tk: string;
  ten_tk: string | null;
  ma_kh: string | null;
  du_no: number;
  du_co: number;
  ly_do: "parent" | "unknown" | "not_by_partner";
}

/** An account kept by partner: its opening beside the sum of its partners' openings, side by side. */
export interface PartnerDetail {
  ma_dvcs: string;
  tk: string;
  ten_tk: string;
  du_no: number;
  du_co: number;
  chi_tiet_no: number;
  chi_tiet_co: number;
  /** The partners' sum less the account's, each side. */
  chenh_lech_no: number;
  chenh_lech_co: number;
  khop: boolean;
}

export interface OpeningCheck {
  nam: number;
  branches: BranchTotal[];
  misplaced: MisplacedOpening[];
  partners: PartnerDetail[];
  /** Every branch balances, nothing is misplaced and every account kept by partner matches its partners. */
  ok: boolean;
}
