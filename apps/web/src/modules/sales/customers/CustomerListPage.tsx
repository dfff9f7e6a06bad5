import { EditOutlined, EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { type EntityDefinition, hasRight, partnerEntity } from "@sen/core";
import { Button } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { EntityFilters } from "@/platform/entity/EntityFilters";
import { useEntityColumns } from "@/platform/entity/useEntityColumns";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, rowActionsColumn, type TableQuery } from "@/platform/table";
import { MemberCardTag, VipTag } from "./customerParts";
import { type Customer, customerKeys, customersApi } from "./customersApi";

/** The partner's fields the list shows, and those it filters by. */
const SHOWN = ["ma_kh", "ten_kh", "phone", "nh_kh1", "nh_kh2", "nh_kh3"];
const FILTERS = ["nh_kh1", "nh_kh2", "nh_kh3", "vip", "ma_nvbh"];

const partnerFields = (names: string[], over: object) =>
  names.flatMap((name) => partnerEntity.fields.filter((f) => f.name === name).map((f) => ({ ...f, ...over })));

const LISTED: EntityDefinition = { ...partnerEntity, fields: partnerFields(SHOWN, { inList: true }) };
const FILTERED: EntityDefinition = { ...partnerEntity, fields: partnerFields(FILTERS, { filterable: true }) };
const WHO = ["ma_kh", "ten_kh", "phone"];
const GROUP_COLUMN = /^nh_kh(\d)$/;
/** On a phone: who, which code, what they bought. */
const CARD_FIELDS = ["ten_kh", "ma_kh", "phone", "tong_mua"] as const;

export const customerPath = (row: Pick<Customer, "id">) => `/sales/customers/${row.id}`;

/** What sales adds to the partner's columns: what was bought and when, cards, VIP, prepaid balance. */
function useFigureColumns(): DataColumn<Customer>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: "tong_mua", title: t("salesCustomers.figures.total"), kind: "number", width: 140 },
      { key: "so_hd", title: t("salesCustomers.figures.bills"), kind: "number", width: 110 },
      { key: "lan_cuoi", title: t("salesCustomers.figures.lastVisit"), kind: "date", width: 150 },
      {
        key: "so_the",
        title: t("salesCustomers.figures.card"),
        width: 190,
        render: (row) => <MemberCardTag figures={row} />,
        exportValue: (row) => row.so_the ?? "",
      },
      {
        key: "hang_vip",
        title: t("salesCustomers.figures.vip"),
        width: 220,
        render: (row) => <VipTag figures={row} />,
        exportValue: (row) => row.hang_vip ?? "",
      },
      { key: "so_du_the", title: t("salesCustomers.figures.prepaid"), kind: "number", width: 170 },
      { key: "so_diem", title: t("salesCustomers.figures.points"), kind: "number", decimals: 0, width: 140 },
    ],
    [t],
  );
}

/**
 * 'Khách hàng mua hàng' (/sales/customers): the CRM's partners (the one customer record) with their groups,
 * membership card, VIP level, what they bought, their last visit and prepaid balance; searched, filtered and sorted
 * as the partner list. A name opens the customer's overview; new customers and their details go through the partner
 * form.
 */
export function CustomerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const can = (command: "crm.partners" | "sales.customers", right: "add" | "edit" | "print") =>
    Boolean(user && hasRight(user, command, right));
  const partnerColumns = useEntityColumns(LISTED) as DataColumn<Customer>[];
  const figureColumns = useFigureColumns();
  const editPartner = can("crm.partners", "edit");
  const columns = useMemo(() => {
    const shaped = partnerColumns.map((c) => {
      if (c.key === "ten_kh")
        return { ...c, render: (row: Customer) => <Link to={customerPath(row)}>{row.ten_kh}</Link> };
      const group = GROUP_COLUMN.exec(c.key);
      return group ? { ...c, title: t("salesCustomers.overview.group", { level: group[1] }), width: 180 } : c;
    });
    // Who, then what sales looks at first (what they bought, their cards), then the groups and the branch.
    const who = shaped.filter((c) => WHO.includes(c.key));
    return [
      ...who,
      ...figureColumns,
      ...shaped.filter((c) => !WHO.includes(c.key)),
      rowActionsColumn<Customer>(t("entity.actions"), (row) => ({
        subject: row.ten_kh,
        actions: [
          { key: "open", title: t("entity.open"), icon: <EyeOutlined />, onClick: () => navigate(customerPath(row)) },
          ...(editPartner
            ? [
                {
                  key: "edit",
                  title: t("salesCustomers.overview.edit"),
                  icon: <EditOutlined />,
                  onClick: () => navigate(`/crm/partners/${row.id}/edit`),
                },
              ]
            : []),
        ],
      })),
    ];
  }, [partnerColumns, figureColumns, editPartner, navigate, t]);
  const fetchPage = useCallback((query: TableQuery, signal?: AbortSignal) => customersApi.list(query, signal), []);

  return (
    <DataTable<Customer>
      columns={columns}
      rowKey="id"
      fetchPage={fetchPage}
      queryKey={customerKeys.list}
      settingsKey="sales.customers"
      branchScoped
      cardFields={CARD_FIELDS}
      filterKeys={FILTERS}
      filters={(values, setFilter) => <EntityFilters definition={FILTERED} values={values} setFilter={setFilter} />}
      emptyText={t("salesCustomers.list.empty")}
      exportable={can("sales.customers", "print")}
      exportName={t("salesCustomers.list.exportName")}
      toolbar={
        can("crm.partners", "add") && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate("/crm/partners/new")}
            data-testid="entity-add"
          >
            {t("salesCustomers.list.add")}
          </Button>
        )
      }
    />
  );
}
