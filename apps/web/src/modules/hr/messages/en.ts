import type { HrMessages } from "./vi";

export const hrEn: HrMessages = {
  employees: {
    chooseUser: "Choose a user account",
    linkedTo: "linked to {{code}}",
  },
};
