import { i18n } from "@/platform/i18n";
import { campaignsEn } from "./en";
import { campaignsVi } from "./vi";

/** The campaign, target and broadcast screens' texts join the app's under `crmCampaigns.*` when the CRM chunk loads. */
i18n.addResourceBundle("vi", "translation", { crmCampaigns: campaignsVi }, true, true);
i18n.addResourceBundle("en", "translation", { crmCampaigns: campaignsEn }, true, true);
