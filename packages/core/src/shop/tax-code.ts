/**
 * A Vietnamese tax code (mã số thuế): 10 digits for an enterprise, or those 10 and "-" and 3 more
 * (001 to 999) for one of its dependent units such as a branch. The 10th digit checks the first
 * nine: with the weights 31, 29, 23, 19, 17, 13, 7, 5, 3, it is 10 minus (the weighted sum modulo
 * 11); a remainder of 0 would need "10", so no code is issued with it.
 */
const SHAPE = /^(\d{10})(?:-(\d{3}))?$/;
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

export type TaxCodeProblem = "format" | "check_digit";

/** What a user is told of each problem, wherever a tax code is entered. */
export const TAX_CODE_PROBLEMS: Readonly<Record<TaxCodeProblem, { vi: string; en: string }>> = {
  format: {
    vi: "Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu '-' và 3 chữ số của đơn vị phụ thuộc",
    en: "A tax code is 10 digits, or 10 digits, '-' and the 3 digits of a dependent unit",
  },
  check_digit: {
    vi: "Mã số thuế không đúng: chữ số kiểm tra (số thứ 10) không khớp",
    en: "The tax code is wrong: its check digit (the 10th) does not match",
  },
};

/** The check digit the first nine digits call for, or undefined when none can be issued. */
export function taxCodeCheckDigit(firstNine: string): number | undefined {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstNine[i]), 0);
  const digit = 10 - (sum % 11);
  return digit === 10 ? undefined : digit;
}

/** What is wrong with `value` as a tax code, or undefined when it is one. */
export function taxCodeProblem(value: string): TaxCodeProblem | undefined {
  const match = SHAPE.exec(value);
  if (!match?.[1] || match[2] === "000") return "format";
  const code = match[1];
  return taxCodeCheckDigit(code.slice(0, 9)) === Number(code[9]) ? undefined : "check_digit";
}

export function isValidTaxCode(value: string): boolean {
  return taxCodeProblem(value) === undefined;
}
