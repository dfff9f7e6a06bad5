import { describe, expect, it } from "vitest";
import { amountInWords, numberToVietnameseWords } from "./amount-words.js";

describe("amountInWords", () => {
  it("writes the amounts printed forms carry", () => {
    expect(amountInWords(700_000)).toBe("Bảy trăm nghìn đồng chẵn");
    expect(amountInWords(1_200_000)).toBe("Một triệu hai trăm nghìn đồng chẵn");
    expect(amountInWords("1000005.00")).toBe("Một triệu không trăm linh năm đồng chẵn");
    expect(amountInWords(1_000_000_000)).toBe("Một tỷ đồng chẵn");
  });

  it("says nothing owed as 'Không đồng'", () => {
    expect(amountInWords(0)).toBe("Không đồng");
    expect(amountInWords(null)).toBe("Không đồng");
  });

  it("rounds a fraction to whole đồng", () => {
    expect(amountInWords("99.5")).toBe("Một trăm đồng chẵn");
    expect(amountInWords(12.4)).toBe("Mười hai đồng chẵn");
  });

  it("says a negative amount", () => {
    expect(amountInWords(-5)).toBe("Âm năm đồng chẵn");
  });
});

describe("numberToVietnameseWords", () => {
  it("reads units after tens the Vietnamese way: mốt, lăm, linh", () => {
    expect(numberToVietnameseWords(21)).toBe("hai mươi mốt");
    expect(numberToVietnameseWords(11)).toBe("mười một");
    expect(numberToVietnameseWords(15)).toBe("mười lăm");
    expect(numberToVietnameseWords(45)).toBe("bốn mươi lăm");
    expect(numberToVietnameseWords(5)).toBe("năm");
    expect(numberToVietnameseWords(105)).toBe("một trăm linh năm");
    expect(numberToVietnameseWords(110)).toBe("một trăm mười");
    expect(numberToVietnameseWords(2_021)).toBe("hai nghìn không trăm hai mươi mốt");
  });

  it("skips empty groups and reads big amounts digit for digit", () => {
    expect(numberToVietnameseWords(1_000_005)).toBe("một triệu không trăm linh năm");
    expect(numberToVietnameseWords(3_000_000_000_000n)).toBe("ba nghìn tỷ");
    expect(numberToVietnameseWords("123456789012345678")).toBe(
      "một trăm hai mươi ba triệu bốn trăm năm mươi sáu nghìn bảy trăm tám mươi chín tỷ " +
        "không trăm mười hai triệu ba trăm bốn mươi lăm nghìn sáu trăm bảy mươi tám",
    );
    expect(numberToVietnameseWords(0)).toBe("không");
  });
});
