/**
 * What a line of the report lines is, where its kind tells lines apart: a package of sessions sold (DV1), package
 * money sold (DV1, an amount to spend on any service); on a serving (SD1), a service paid from package money
 * (`packageMoney`) or paid now on the serving's service bill (`single`: its revenue is the bill's line), sessions of a
 * package having none.
 */
export const REPORT_LINE_GROUP = { package: "GOI", packageMoney: "GOI_TIEN", single: "LE" } as const;
