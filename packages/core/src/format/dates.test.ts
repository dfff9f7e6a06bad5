import dayjs from "dayjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatTableDate, formatTime, isEmptyDate, toApiDate, toDayjs } from "./dates.js";

// Local time 5 March 2024, 14:07:09 (two-digit day and month so DD/MM order is visible).
const LOCAL = new Date(2024, 2, 5, 14, 7, 9);

describe("formatters", () => {
  it("shows dates as DD/MM/YYYY", () => {
    expect(formatDate(LOCAL)).toBe("05/03/2024");
  });

  it("shows date-times as DD/MM/YYYY HH:mm:ss in 24-hour time", () => {
    expect(formatDateTime(LOCAL)).toBe("05/03/2024 14:07:09");
  });

  it("shows times as HH:mm, 24-hour, without seconds", () => {
    expect(formatTime(LOCAL)).toBe("14:07");
    expect(formatTime(new Date(2024, 2, 5, 0, 5, 59))).toBe("00:05");
    expect(formatTime(new Date(2024, 2, 5, 23, 59, 59))).toBe("23:59");
  });

  it("sends table dates as YYYY-MM-DD and shows them as DD-MM-YYYY", () => {
    expect(toApiDate(LOCAL)).toBe("2024-03-05");
    expect(formatTableDate(LOCAL)).toBe("05-03-2024");
  });
});

describe("inputs", () => {
  it("reads a plain YYYY-MM-DD string as that calendar day, without a time-zone shift", () => {
    expect(formatDate("2024-03-05")).toBe("05/03/2024");
    expect(formatTableDate("2024-12-31")).toBe("31-12-2024");
    expect(formatDateTime("2024-03-05")).toBe("05/03/2024 00:00:00");
  });

  it("reads server date-time strings without an offset as local wall-clock time", () => {
    expect(formatDateTime("2024-03-05 14:07:09")).toBe("05/03/2024 14:07:09");
    expect(formatDateTime("2024-03-05T14:07:09.123")).toBe("05/03/2024 14:07:09");
    expect(formatTime("2024-03-05T14:07")).toBe("14:07");
  });

  it("accepts epoch milliseconds and dayjs values", () => {
    expect(formatDateTime(LOCAL.getTime())).toBe("05/03/2024 14:07:09");
    expect(formatDate(dayjs(LOCAL))).toBe("05/03/2024");
  });

  it("refuses impossible and ambiguous strings instead of guessing", () => {
    expect(formatDate("2024-02-30")).toBe("");
    expect(formatDate("2024-13-01")).toBe("");
    expect(formatDate("05/03/2024")).toBe("");
    expect(formatDate("March 5, 2024")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("accepts 29 February in leap years only", () => {
    expect(formatDate("2024-02-29")).toBe("29/02/2024");
    expect(formatDate("2023-02-29")).toBe("");
  });
});

describe("instants with an offset, in a known zone", () => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "Asia/Ho_Chi_Minh";
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it("converts UTC and offset strings to the runtime's local time (UTC+7 here)", () => {
    expect(formatDateTime("2024-03-05T20:00:00Z")).toBe("06/03/2024 03:00:00");
    expect(formatDate("2024-03-05T20:00:00Z")).toBe("06/03/2024");
    expect(formatTime("2024-03-05T07:30:00+00:00")).toBe("14:30");
    expect(formatDateTime("2024-03-05T14:07:09+07:00")).toBe("05/03/2024 14:07:09");
  });

  it("shows 1900-01-02, which begins on 1 January in UTC, as a real date", () => {
    expect(isEmptyDate("1900-01-02")).toBe(false);
    expect(formatDate(new Date(1900, 0, 2))).toBe("02/01/1900");
  });

  it("treats local midnight of 1900-01-01 as empty", () => {
    expect(isEmptyDate(new Date(1900, 0, 1))).toBe(true);
    expect(formatDate("1900-01-01T00:00:00+07:00")).toBe("");
  });

  it("still reads a plain date as its own calendar day", () => {
    expect(formatDate("2024-03-05")).toBe("05/03/2024");
    expect(toApiDate("2024-03-05")).toBe("2024-03-05");
  });
});

describe("empty dates", () => {
  it("treats missing and unreadable values as empty", () => {
    for (const value of [null, undefined, "", "   ", "garbage", Number.NaN, new Date(Number.NaN)]) {
      expect(isEmptyDate(value)).toBe(true);
    }
  });

  it("treats 1900-01-01 in every form as empty", () => {
    const forms = [
      "1900-01-01",
      " 1900-01-01 ",
      "1900-01-01 00:00:00",
      "1900-01-01T00:00:00",
      "1900-01-01T00:00:00Z",
      "1900-01-01T00:00:00.000+07:00",
      "1900-01-01 23:59:59",
      new Date(1900, 0, 1),
      new Date(1900, 0, 1, 12, 30),
      new Date(Date.UTC(1900, 0, 1)),
      dayjs("1900-01-01"),
      Date.UTC(1900, 0, 1),
    ];
    for (const value of forms) {
      expect(isEmptyDate(value), String(value)).toBe(true);
    }
  });

  it("shows the empty date as an empty text in every formatter", () => {
    for (const value of ["1900-01-01", "1900-01-01 00:00:00", new Date(1900, 0, 1), null, ""]) {
      expect(formatDate(value)).toBe("");
      expect(formatDateTime(value)).toBe("");
      expect(formatTime(value)).toBe("");
      expect(toApiDate(value)).toBe("");
      expect(formatTableDate(value)).toBe("");
      expect(toDayjs(value)).toBeNull();
    }
  });

  it("does not treat the days around it as empty", () => {
    expect(isEmptyDate("1900-01-02")).toBe(false);
    expect(formatDate("1900-01-02")).toBe("02/01/1900");
    expect(isEmptyDate("1899-12-30")).toBe(false);
    expect(isEmptyDate(LOCAL)).toBe(false);
  });

  it("does not treat the epoch (timestamp 0) as empty", () => {
    expect(isEmptyDate(0)).toBe(false);
    expect(toApiDate(0)).toMatch(/^19(69-12-31|70-01-01)$/);
  });
});
