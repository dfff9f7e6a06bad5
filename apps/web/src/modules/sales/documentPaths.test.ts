import { describe, expect, it } from "vitest";
import { documentPath } from "./documentPaths";
import { DOCUMENT_PATHS as NO_NAME_PATHS } from "./no-name/noNameKinds";

describe("a sales document's screen", () => {
  it("opens the document a row names, where it has a screen", () => {
    expect(documentPath({ ma_ct: "NT1", stt_rec: "a" })).toBe("/sales/payment-cards/update/a");
    expect(documentPath({ ma_ct: "HD1", stt_rec: "b" })).toBe("/sales/retail-orders/b");
    expect(documentPath({ ma_ct: "TL1", stt_rec: "c" })).toBe("/sales/returns/c");
    expect(documentPath({ ma_ct: "DB1", stt_rec: "d" })).toBe("/sales/sale-orders/d");
    expect(documentPath({ ma_ct: "DV1", stt_rec: "e" })).toBe("/sales/services/e");
    expect(documentPath({ ma_ct: "SD1", stt_rec: "f" })).toBe("/sales/servings/f");
    expect(documentPath({ ma_ct: null, stt_rec: null })).toBeUndefined();
    expect(documentPath({ ma_ct: "ZZ1", stt_rec: "g" })).toBeUndefined();
  });

  it("knows the no-name cards' own documents where their movements are listed", () => {
    expect(documentPath({ ma_ct: "BV1", stt_rec: "h" }, NO_NAME_PATHS)).toBe("/sales/no-name-orders/h");
    expect(documentPath({ ma_ct: "DV1", stt_rec: "i" }, NO_NAME_PATHS)).toBe("/sales/services/i");
    expect(documentPath({ ma_ct: "BV1", stt_rec: "h" })).toBeUndefined();
  });
});
