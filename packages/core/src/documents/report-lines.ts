/**
 * What a line of the report lines is, where its kind tells lines apart: a package of sessions sold (DV1), package
 * money sold (DV1, an amount to spend on any service).
 */
export const REPORT_LINE_GROUP = { package: "GOI", packageMoney: "GOI_TIEN" } as const;
