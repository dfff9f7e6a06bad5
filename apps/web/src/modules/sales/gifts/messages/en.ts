import type { giftsVi } from "./vi";

/** English texts of the gift orders. */
export const giftsEn: typeof giftsVi = {
  customer: "Customer given the gifts",
  noCustomer: "No customer (event gifts)",
};
