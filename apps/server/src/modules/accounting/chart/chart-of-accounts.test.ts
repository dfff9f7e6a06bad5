import { describe, expect, it } from "vitest";
import { chartRows } from "../accounting.seed.js";
import { CHART_OF_ACCOUNTS } from "./chart-of-accounts.js";

const rows = chartRows();
const byNumber = new Map(rows.map((row) => [row.tk, row]));

/** The accounts the product posts to, with the details their lines must name. */
const POSTED: Readonly<Record<string, string>> = {
  "1111": "",
  "1112": "",
  "1121": "",
  "1122": "",
  "131": "k",
  "1331": "",
  "1332": "",
  "141": "n",
  "152": "w",
  "153": "w",
  "156": "w",
  "1561": "w",
  "1562": "w",
  "331": "k",
  "3331": "",
  "33311": "",
  "33312": "",
  "334": "n",
  "3387": "k",
  "3388": "k",
  "4111": "",
  "4211": "",
  "4212": "",
  "5111": "",
  "5113": "",
  "521": "",
  "632": "",
  "641": "",
  "642": "",
  "711": "",
  "811": "",
  "911": "",
};

describe("chart of accounts (Circular 99/2025/TT-BTC)", () => {
  it("numbers each account once, with 3 to 5 digits", () => {
    const numbers = CHART_OF_ACCOUNTS.map(([tk]) => tk);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const tk of numbers) expect(tk).toMatch(/^[1-9]\d{2,4}$/);
  });

  it("gives every 4- and 5-digit account a parent one digit shorter, listed before it", () => {
    const seen = new Set<string>();
    for (const row of rows) {
      const expectedLevel = row.tk.length - 2;
      expect(row.cap, row.tk).toBe(expectedLevel);
      if (row.tk.length === 3) {
        expect(row.tk_me, row.tk).toBeNull();
      } else {
        expect(row.tk_me, row.tk).toBe(row.tk.slice(0, -1));
        expect(seen.has(row.tk_me ?? ""), `${row.tk}'s parent comes first`).toBe(true);
      }
      seen.add(row.tk);
    }
  });

  it("keeps the accounts the product posts to, with their detail flags", () => {
    for (const [tk, detail] of Object.entries(POSTED)) {
      const row = byNumber.get(tk);
      expect(row, tk).toBeDefined();
      expect({ tk, k: row?.theo_doi_kh, n: row?.theo_doi_nv, w: row?.theo_doi_kho }, `${tk} detail flags`).toEqual({
        tk,
        k: detail.includes("k"),
        n: detail.includes("n"),
        w: detail.includes("w"),
      });
    }
  });

  it("lists no sub-accounts under accounts the product posts to directly", () => {
    const leaves = ["131", "141", "331", "632", "641", "642", "711", "811", "1331", "1332", "3387", "3388"];
    for (const tk of leaves) {
      expect(
        rows.filter((row) => row.tk_me === tk).map((row) => row.tk),
        tk,
      ).toEqual([]);
    }
  });

  it("has the level-1 accounts of Circular 99 and none it removed", () => {
    const level1 = rows.filter((row) => row.cap === 1).map((row) => row.tk);
    expect(level1.length).toBeGreaterThanOrEqual(60);
    for (const tk of ["215", "332", "338", "821"]) expect(level1).toContain(tk);
    for (const tk of ["161", "417", "441", "461", "466", "611", "631"]) expect(level1).not.toContain(tk);
    for (const tk of ["1113", "1123"]) expect(byNumber.has(tk), tk).toBe(false);
    for (const tk of ["2151", "2152", "2294", "82112"]) expect(byNumber.has(tk), tk).toBe(true);
  });

  it("puts contra-asset accounts on the credit side", () => {
    for (const row of rows.filter((r) => r.tk.startsWith("214") || r.tk.startsWith("229"))) {
      expect(row.loai, row.tk).toBe("co");
    }
  });
});
