import { describe, expect, it } from "vitest";
import type { DataColumn } from "./columns";
import { EXPORT_PAGE_SIZE, exportQuery, fetchAllRows, fileSize, sheetRows } from "./exportRows";
import type { TableQuery } from "./tableQuery";

const query: TableQuery = {
  pageIndex: 3,
  pageSize: 10,
  sortKey: "ma_dvt",
  sortType: "desc",
  searchKey: "hop",
  filters: {},
};

function server(total: number) {
  const asked: TableQuery[] = [];
  const fetchPage = async (q: TableQuery) => {
    asked.push(q);
    const start = (q.pageIndex - 1) * q.pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(q.pageSize, total - start)) }, (_, i) => ({
      n: start + i,
    }));
    return { items, total };
  };
  return { asked, fetchPage };
}

describe("fetchAllRows", () => {
  it("fetches every page of 1000 with the current filter and sort, from page 1", async () => {
    const { asked, fetchPage } = server(2500);
    const progress: [number, number][] = [];
    const rows = await fetchAllRows(fetchPage, query, { onProgress: (done, total) => progress.push([done, total]) });
    expect(rows).toHaveLength(2500);
    expect(rows.at(-1)).toEqual({ n: 2499 });
    expect(asked.map((q) => [q.pageIndex, q.pageSize])).toEqual([
      [1, EXPORT_PAGE_SIZE],
      [2, EXPORT_PAGE_SIZE],
      [3, EXPORT_PAGE_SIZE],
    ]);
    expect(asked.every((q) => q.sortKey === "ma_dvt" && q.sortType === "desc" && q.searchKey === "hop")).toBe(true);
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });

  it("makes one call for an empty list and one for exactly 1000 rows", async () => {
    const empty = server(0);
    expect(await fetchAllRows(empty.fetchPage, query)).toEqual([]);
    expect(empty.asked).toHaveLength(1);
    const full = server(1000);
    expect(await fetchAllRows(full.fetchPage, query)).toHaveLength(1000);
    expect(full.asked).toHaveLength(1);
  });

  it("stops when cancelled", async () => {
    const { asked, fetchPage } = server(5000);
    const controller = new AbortController();
    const run = fetchAllRows(fetchPage, query, {
      signal: controller.signal,
      onProgress: (done) => done >= 2000 && controller.abort(),
    });
    await expect(run).rejects.toThrow();
    expect(asked).toHaveLength(2);
  });
});

describe("sheetRows", () => {
  it("writes the titles, then each row in the columns' order, leaving row actions out", () => {
    type Row = { code: string; rate: number };
    const columns: DataColumn<Row>[] = [
      { key: "rate", title: "Thuế suất", kind: "number" },
      { key: "code", title: "Mã" },
      { key: "actions", title: "", utility: true },
    ];
    expect(sheetRows(columns, [{ code: "VAT10", rate: 10 }])).toEqual([
      ["Thuế suất", "Mã"],
      [10, "VAT10"],
    ]);
  });
});

describe("exportQuery", () => {
  it("asks the server for the list's search, filters, sort and dates, the shown columns in order and the name", () => {
    const columns: DataColumn<{ n: number }>[] = [
      { key: "ten_dvt", title: "Tên" },
      { key: "ma_dvt", title: "Mã" },
      { key: "actions", title: "Thao tác", utility: true },
    ];
    const asked = exportQuery(
      { ...query, fromDate: "2025-07-01", filters: { status: "true" } },
      columns,
      "Đơn vị tính",
      {
        vip: "true",
      },
    );
    expect(asked).toEqual({
      sortKey: "ma_dvt",
      sortType: "desc",
      searchKey: "hop",
      fromDate: "2025-07-01",
      status: "true",
      vip: "true",
      columns: "ten_dvt,ma_dvt",
      name: "Đơn vị tính",
    });
  });
});

describe("fileSize", () => {
  it("counts kilobytes, then megabytes with one decimal", () => {
    expect([1, 350 * 1024, 1.25 * 1024 * 1024, 12 * 1024 * 1024].map(fileSize)).toEqual([
      "1 KB",
      "350 KB",
      "1.3 MB",
      "12.0 MB",
    ]);
  });
});
