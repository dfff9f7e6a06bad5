/** Vietnamese texts of the gift orders; en.ts mirrors the keys. */
export const giftsVi = {
  customer: "Khách hàng nhận quà",
  noCustomer: "Không ghi khách (quà sự kiện)",
};
