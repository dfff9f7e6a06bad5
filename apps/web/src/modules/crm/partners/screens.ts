import type { AreaModule } from "../../../app/routing/lazyArea";
import "./messages";
import { PartnerFormPage } from "./form/PartnerFormPage";
import { PartnerListPage } from "./list/PartnerListPage";
import { VipPartnersPage } from "./list/VipPartnersPage";
import { PartnerProfilePage } from "./profile/PartnerProfilePage";
import { PartnerSearchPage } from "./search/PartnerSearchPage";
import { PartnerTransferPage } from "./transfer/PartnerTransferPage";
import { TransferHistoriesPage } from "./transfer/TransferHistoriesPage";

/**
 * Screens of customers, search, VIP, transfer, by route path. /crm/complains stays the generic list: its form's
 * partner is searched on the server like every reference to partners.
 */
export const partnerScreens: AreaModule["screens"] = {
  "/crm/partners": PartnerListPage,
  "/crm/partners/new": PartnerFormPage,
  "/crm/partners/:id": PartnerProfilePage,
  "/crm/partners/:id/edit": PartnerFormPage,
  "/crm/partners-search": PartnerSearchPage,
  "/crm/partners-vip": VipPartnersPage,
  "/crm/partners-transfer": PartnerTransferPage,
  "/crm/partners-transfer-histories": TransferHistoriesPage,
};
