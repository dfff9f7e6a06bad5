/** Types of check-weight.mjs, for the end-to-end test that weighs the same pages in a browser. */
export declare const BUDGET_KB: number;
export declare const PAGES: Record<string, string[]>;
export interface PageWeight {
  page: string;
  files: { file: string; gzip: number }[];
  total: number;
}
export declare function gzipBytes(content: Uint8Array): number;
export declare function pageWeights(dist?: string): PageWeight[];
export declare const kB: (bytes: number) => string;
