import { describe, expect, it } from "vitest";
import { bankOfBin, VIETNAM_BANKS } from "./banks.js";

describe("VIETNAM_BANKS", () => {
  it("gives each bank one 6-digit BIN of its own", () => {
    const bins = VIETNAM_BANKS.map((b) => b.bin);
    expect(bins.filter((bin) => !/^\d{6}$/.test(bin))).toEqual([]);
    expect(new Set(bins).size).toBe(bins.length);
  });

  it("names the banks shops use most by their NAPAS BIN", () => {
    const expected = {
      Vietcombank: "970436",
      VietinBank: "970415",
      BIDV: "970418",
      Agribank: "970405",
      Techcombank: "970407",
      MB: "970422",
      ACB: "970416",
      VPBank: "970432",
      TPBank: "970423",
      Sacombank: "970403",
      HDBank: "970437",
      VIB: "970441",
      SHB: "970443",
      Eximbank: "970431",
      MSB: "970426",
      OCB: "970448",
      SeABank: "970440",
      LPBank: "970449",
      "Nam A Bank": "970428",
      "Bac A Bank": "970409",
    };
    for (const [name, bin] of Object.entries(expected)) expect(bankOfBin(bin)?.short_name, name).toBe(name);
    expect(bankOfBin("999999")).toBeUndefined();
    expect(bankOfBin(null)).toBeUndefined();
  });
});
