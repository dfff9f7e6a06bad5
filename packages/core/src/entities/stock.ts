import { defineEntity } from "../entity/entity.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

export const unitEntity = defineEntity({
  name: "unit",
  label: { vi: "Đơn vị tính", en: "Unit" },
  table: "units",
  api: "stock/units",
  path: "/stock/units",
  command: "stock.units",
  labelField: "ten_dvt",
  defaultSort: { key: "ma_dvt", type: "asc" },
  fields: [
    codeField("ma_dvt", "Mã đơn vị tính", "Unit code"),
    nameField("ten_dvt", "Tên đơn vị tính", "Unit name"),
    { name: "ten_dvt_en", kind: "text", label: { vi: "Tên tiếng Anh", en: "English name" }, inList: false },
    noteField,
    statusField,
  ],
});

export const warehouseEntity = defineEntity({
  name: "warehouse",
  label: { vi: "Kho hàng", en: "Warehouse" },
  table: "warehouses",
  api: "stock/warehouses",
  path: "/stock/warehouses",
  command: "stock.warehouses",
  // The cashier picks the warehouse its sales leave from, a sales order the one it will be delivered from.
  rights: { lookup: { pickedBy: ["sales.retail-orders", "sales.bills", "sales.sale-orders", "sales.services"] } },
  branchScoped: true,
  labelField: "ten_kho",
  defaultSort: { key: "ma_kho", type: "asc" },
  fields: [
    codeField("ma_kho", "Mã kho", "Warehouse code"),
    nameField("ten_kho", "Tên kho", "Warehouse name"),
    { name: "dia_chi", kind: "text", label: { vi: "Địa chỉ", en: "Address" }, searchable: true },
    { name: "dien_thoai", kind: "phone", label: { vi: "Điện thoại", en: "Phone" }, searchable: true },
    { name: "thu_kho", kind: "text", label: { vi: "Thủ kho", en: "Storekeeper" }, sortable: true },
    noteField,
    statusField,
  ],
});
