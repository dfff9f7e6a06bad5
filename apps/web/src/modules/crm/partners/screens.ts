import { featureScreens } from "@/platform/routing/screens";

/**
 * Screens of customers, search, VIP, transfer. /crm/complains stays the generic list: its form's partner is
 * searched on the server like every reference to partners.
 */
export const partnerScreens = featureScreens(
  () => import("./messages"),
  [
    { path: "/crm/partners", load: () => import("./list/PartnerListPage").then((m) => m.PartnerListPage) },
    {
      path: "/crm/partners/new",
      below: { page: "/crm/partners", action: "add", title: { vi: "Thêm khách hàng", en: "New partner" } },
      load: () => import("./form/PartnerFormPage").then((m) => m.PartnerFormPage),
    },
    {
      path: "/crm/partners/:id",
      below: { page: "/crm/partners", action: "read", title: { vi: "Hồ sơ khách hàng", en: "Partner profile" } },
      load: () => import("./profile/PartnerProfilePage").then((m) => m.PartnerProfilePage),
    },
    {
      path: "/crm/partners/:id/edit",
      below: { page: "/crm/partners", action: "edit", title: { vi: "Sửa khách hàng", en: "Edit partner" } },
      load: () => import("./form/PartnerFormPage").then((m) => m.PartnerFormPage),
    },
    { path: "/crm/partners-search", load: () => import("./search/PartnerSearchPage").then((m) => m.PartnerSearchPage) },
    { path: "/crm/partners-vip", load: () => import("./list/VipPartnersPage").then((m) => m.VipPartnersPage) },
    {
      path: "/crm/partners-transfer",
      load: () => import("./transfer/PartnerTransferPage").then((m) => m.PartnerTransferPage),
    },
    {
      path: "/crm/partners-transfer-histories",
      load: () => import("./transfer/TransferHistoriesPage").then((m) => m.TransferHistoriesPage),
    },
  ],
);
