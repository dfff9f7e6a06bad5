import { sortableKeys, warehouseEntity } from "@sen/core";

export interface BenchCase {
  name: string;
  query: Record<string, string | number>;
  /** The branches selected (CN01 holds 80 % of the rows, CN02 19.5 %, CN03 0.5 %). */
  branches: string[];
}

const ALL = ["CN01", "CN02", "CN03"];

/** What a user does on a list of a million warehouses: open it, sort, page far, search. */
export function benchCases(): BenchCase[] {
  const list = (name: string, query: Record<string, string | number>, branches = ALL): BenchCase => ({
    name,
    query: { pageIndex: 1, pageSize: 10, ...query },
    branches,
  });
  const sorts = sortableKeys(warehouseEntity).flatMap((key) =>
    (["asc", "desc"] as const).map((type) => list(`sort ${key} ${type}`, { sortKey: key, sortType: type })),
  );
  const searches = [
    "nguyen",
    "nguyễn văn",
    "NGUYEN VAN HUNG",
    "Nguye\u0302\u0303n",
    "0903",
    "khuc",
    "đường không có",
    "zq",
  ].map((searchKey) => {
    const shown = searchKey.normalize("NFC");
    return list(`search '${shown}'${shown === searchKey ? "" : " (decomposed)"}`, { searchKey });
  });
  return [
    list("first page, default order", {}),
    list("first page, 100 rows", { pageSize: 100 }),
    list("first page, one branch (CN02)", {}, ["CN02"]),
    list("first page, small branch (CN03)", {}, ["CN03"]),
    ...sorts,
    list("page 2,000 of 50 (offset 99,950)", { pageIndex: 2000, pageSize: 50 }),
    list("page 10,000 of 10, ten_kho desc", { pageIndex: 10_000, sortKey: "ten_kho", sortType: "desc" }),
    list("page 1,000 of 1000 (offset 999,000)", { pageIndex: 1000, pageSize: 1000 }),
    list("page 50,000 of 10 (the middle), thu_kho desc", { pageIndex: 50_000, sortKey: "thu_kho", sortType: "desc" }),
    list("last page of 10, ten_kho asc", { pageIndex: 100_000, sortKey: "ten_kho" }),
    list("page 9,700 of 20, one branch (CN02)", { pageIndex: 9_700, pageSize: 20 }, ["CN02"]),
    ...searches,
    list("search 'nguyen' + ten_kho desc", { searchKey: "nguyen", sortKey: "ten_kho", sortType: "desc" }),
    list("search 'khuc' + thu_kho asc", { searchKey: "khuc", sortKey: "thu_kho" }),
    list("search '0903' + ma_kho desc", { searchKey: "0903", sortKey: "ma_kho", sortType: "desc" }),
    list("search 'hung' + page 50", { searchKey: "hung", pageIndex: 50, pageSize: 20 }),
    list("search 'nguyen' + page 20,000 of 20", { searchKey: "nguyen", pageIndex: 20_000, pageSize: 20 }),
    list("search 'nguyen' + status", { searchKey: "nguyen", status: "false" }),
    list("search 'nguyen van hung' in CN03", { searchKey: "nguyen van hung" }, ["CN03"]),
    list("search 'nguyen van hung' + ten_kho", { searchKey: "nguyen van hung", sortKey: "ten_kho" }),
  ];
}
