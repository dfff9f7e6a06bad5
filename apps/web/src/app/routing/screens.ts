import { accountingReports, accountingScreens } from "../../modules/accounting/routes";
import { adminScreens } from "../../modules/admin/routes";
import { clientScreens } from "../../modules/client/routes";
import { crmScreens } from "../../modules/crm/routes";
import { dashboardScreens } from "../../modules/dashboard/routes";
import { hrScreens } from "../../modules/hr/routes";
import { purchasesScreens } from "../../modules/purchases/routes";
import { salesScreens } from "../../modules/sales/routes";
import { stockScreens } from "../../modules/stock/routes";
import { systemScreens } from "../../modules/system/routes";
import { userScreens } from "../../modules/user/routes";
import { declareBuiltScreens } from "../../platform/routing/built";
import type { NamedReports, ScreenManifest } from "../../platform/routing/screens";

/** Every module's screens: the app only collects them (a new module adds its manifest here). */
export const SCREENS: ScreenManifest = [
  ...dashboardScreens,
  ...crmScreens,
  ...stockScreens,
  ...purchasesScreens,
  ...salesScreens,
  ...accountingScreens,
  ...systemScreens,
  ...hrScreens,
  ...userScreens,
  ...adminScreens,
  ...clientScreens,
];

/** The reports modules draw for the generic report screen (/report/*), by path. */
export const NAMED_REPORTS: NamedReports = { ...accountingReports };

declareBuiltScreens(SCREENS.map((screen) => screen.path));
