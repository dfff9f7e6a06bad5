import { describe, expect, it } from "vitest";
import { activeFilterCount, readTableQuery, toListParams, writeTableQuery } from "./tableQuery";

const read = (search: string, shape = {}) => readTableQuery(new URLSearchParams(search), shape);

describe("readTableQuery", () => {
  it("starts on page 1 of 10 rows, unsorted, unfiltered", () => {
    expect(read("")).toEqual({ pageIndex: 1, pageSize: 10, filters: {} });
  });

  it("reads every parameter of the spec back from a shared link", () => {
    const query = read(
      "pageIndex=3&pageSize=50&sortKey=ten_dvt&sortType=desc&searchKey=%20h%E1%BB%99p%20&fromDate=2024-01-01&toDate=2024-12-31&status=true",
      { filterKeys: ["status"], sortKeys: ["ma_dvt", "ten_dvt"] },
    );
    expect(query).toEqual({
      pageIndex: 3,
      pageSize: 50,
      sortKey: "ten_dvt",
      sortType: "desc",
      searchKey: "hộp",
      fromDate: "2024-01-01",
      toDate: "2024-12-31",
      filters: { status: "true" },
    });
  });

  it("falls back to the defaults for values a hand-edited link may carry", () => {
    const query = read(
      "pageIndex=-2&pageSize=15&sortKey=password&sortType=up&searchKey=%20%20&fromDate=2024-02-30&toDate=31/12/2024&other=1",
      { sortKeys: ["ma_dvt"] },
    );
    expect(query).toEqual({ pageIndex: 1, pageSize: 10, filters: {} });
    expect(read("pageIndex=abc&pageSize=1000").pageSize).toBe(1000);
    expect(read("pageIndex=1.5").pageIndex).toBe(1);
  });

  it("uses the page size the user picked last when the address names none or an invalid one", () => {
    expect(read("", { defaultPageSize: 50 }).pageSize).toBe(50);
    expect(read("pageSize=7", { defaultPageSize: 50 }).pageSize).toBe(50);
    // A link that names a size wins over the remembered one.
    expect(read("pageSize=20", { defaultPageSize: 50 }).pageSize).toBe(20);
  });

  it("sorts ascending when the direction is missing or unknown", () => {
    expect(read("sortKey=ma_dvt&sortType=sideways")).toMatchObject({ sortKey: "ma_dvt", sortType: "asc" });
  });
});

describe("writeTableQuery", () => {
  const params = new URLSearchParams("webview=1&pageIndex=4&searchKey=kg");

  it("keeps parameters that are not the table's", () => {
    expect(writeTableQuery(params, { pageIndex: 5 }).toString()).toBe("webview=1&pageIndex=5&searchKey=kg");
  });

  it("goes back to page 1 when asked, leaving defaults out of the link", () => {
    expect(writeTableQuery(params, { pageSize: 50 }, true).toString()).toBe("webview=1&searchKey=kg&pageSize=50");
    expect(writeTableQuery(params, { pageSize: 10 }, true).toString()).toBe("webview=1&searchKey=kg");
  });

  it("drops empty and blank values, and the direction without a key", () => {
    const next = writeTableQuery(new URLSearchParams("sortKey=a&sortType=desc"), {
      sortKey: undefined,
      searchKey: " ",
    });
    expect(next.toString()).toBe("");
  });
});

describe("toListParams", () => {
  it("sends the filters beside the state", () => {
    expect(toListParams({ pageIndex: 2, pageSize: 20, searchKey: "kg", filters: { status: "true" } })).toEqual({
      pageIndex: 2,
      pageSize: 20,
      searchKey: "kg",
      status: "true",
    });
  });
});

describe("activeFilterCount", () => {
  it("counts each filter set, and the date range once", () => {
    expect(activeFilterCount({ filters: {} })).toBe(0);
    expect(activeFilterCount({ filters: { status: "true", loai: "sms" }, fromDate: "2024-01-01" })).toBe(3);
    expect(activeFilterCount({ filters: {}, fromDate: "2024-01-01", toDate: "2024-01-31" })).toBe(1);
  });
});
