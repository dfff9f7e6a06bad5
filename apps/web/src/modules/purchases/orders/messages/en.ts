import type { PurchaseOrderMessages } from "./vi";

export const purchaseOrdersEn: PurchaseOrderMessages = {
  progress: {
    column: "Receiving",
    none: "Nothing yet",
    partly: "Received {{received}}/{{ordered}}",
    all: "All received",
  },
  actions: {
    receive: "Create receipt",
    approve: "Approve",
  },
  receiptCreated: "Draft receipt {{so_ct}} created from the order: check the quantities that came, then post it",
  approved: "{{so_ct}} approved",
  confirmApprove: "Approve purchase order {{so_ct}}?",
};
