import { i18n } from "../i18n";

/** The charts' own texts join the app's under `charts.*` when a chart is first loaded. */
i18n.addResourceBundle("vi", "translation", { charts: { empty: "Chưa có dữ liệu", total: "Tổng" } }, true, true);
i18n.addResourceBundle("en", "translation", { charts: { empty: "No data yet", total: "Total" } }, true, true);
