/**
 * A Vietnamese tax code (mã số thuế): 10 digits for an enterprise, or those 10 and "-" and 3 more
 * (001 to 999) for one of its dependent units such as a branch. The 10th digit checks the first
 * nine: with the weights 31, 29, 23, 19, 17, 13, 7, 5, 3, it is 10 minus (the weighted sum modulo
 * 11); a remainder of 0 would need "10", so no code is issued with it.
 */
const SHAPE = /^(\d{10})(?:-(\d{3}))?$/;
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

export type TaxCodeProblem = "format" | "check_digit";

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
