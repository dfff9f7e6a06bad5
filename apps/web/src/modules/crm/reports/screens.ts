import { lazy } from "react";
import { type AreaModule, reloadOnChunkError } from "@/app/routing/lazyArea";
import { REPORT_NAMES, type ReportName } from "./reportDefinition";

/** The reports load with their charts on first use, not with the rest of the CRM's screens. */
const screen = (name: ReportName) =>
  lazy(reloadOnChunkError(() => import("./ReportScreens").then((m) => ({ default: m.reportPages[name] }))));

/** Screens of the CRM reports, by route path (the target report is the targets' own). */
export const reportScreens: AreaModule["screens"] = Object.fromEntries(
  REPORT_NAMES.map((name) => [`/crm/reports/${name}`, screen(name)]),
);
