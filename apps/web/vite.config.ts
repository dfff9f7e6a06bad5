import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkGraph, colorPickerImports, componentImports, formLibraryImports, shellPreloads } from "./vite.plugins";

const root = fileURLToPath(new URL(".", import.meta.url));
const preloads = shellPreloads();

export default defineConfig({
  plugins: [react(), componentImports(), formLibraryImports(), colorPickerImports(), chunkGraph(root), preloads.plugin],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // exceljs (930 kB, loaded by an export on demand) is the one chunk beyond 900 kB; the first screens
    // are held to their gzip budget by scripts/check-weight.mjs.
    chunkSizeWarningLimit: 1000,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      // Compiles only the antd and icon modules that are imported (half the modules, a faster build).
      experimental: { lazyBarrel: true },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases. The
        // calendar, chart and Excel-reading libraries stay with the screens that load them (no catch-all
        // vendor chunk, which every page would preload). The other libraries the entry imports, which every
        // page loads before it runs, form one script rather than a dozen shared ones: ~4 kB gzip less per page.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: "calendar", test: /node_modules[\\/](@fullcalendar|preact)[\\/]/, priority: 1 },
            { name: "startup", test: /node_modules[\\/]/, tags: ["$initial"] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false },
    },
  },
});
