/**
 * The number prefix of a document type (`maCt`, a parameter of the statement) as the tenant set it in its voucher infos: a SQL
 * expression the numbering statement evaluates (NULL when none is set: the type less its digit).
 */
export const voucherPrefix = (maCt: string) =>
  `(SELECT nullif(btrim(prefix), '') FROM voucher_infos WHERE ma_ct = ${maCt} ORDER BY status LIMIT 1)`;
