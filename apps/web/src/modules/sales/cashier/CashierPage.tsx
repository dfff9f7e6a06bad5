import { formatNumber, SEARCH_DEBOUNCE_MS } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, Input, type InputRef, List, Select, Typography } from "antd";
import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { newKey } from "@/platform/document/idempotencyKey";
import { quantityText } from "@/platform/document/quantityText";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { useSession } from "@/platform/session/sessionStore";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { readStored, writeStored } from "@/platform/storage";
import { BillTabs } from "./BillTabs";
import { CartLines } from "./CartLines";
import { CustomerPicker } from "./CustomerPicker";
import { addItem, billBody, type Cart, changeQuantity, emptyCart, type FoundItem, removeLine } from "./cart";
import { cashierApi } from "./cashierApi";
import { activeCart, type OpenBills, restoredBills, updateActive } from "./openBills";
import { PaymentRows } from "./PaymentRows";
import { ReceiptSheet } from "./ReceiptSheet";
import { useCashierKeys } from "./useCashierKeys";
import "./cashier.css";

const money = (n: number | undefined) => formatNumber(n ?? 0);
const storeKey = (user: string) => `sen.cashier.${user}`;

/**
 * The retail cashier (/sales/retail-orders/cashier): find goods and services by code, name or barcode, a customer by
 * phone, take one or several payments and post the bill, all by keyboard if need be; the totals and change shown are
 * the server's quote of the bill, and a sale sent twice (a lost answer) is posted once.
 */
export function CashierPage() {
  const { t } = useTranslation();
  const branches = useSession((s) => s.selectedBranches);
  const selectedBranch = useSession((s) => s.selectedBranch);
  const user = useSession((s) => s.user?.user_name ?? "");
  const [bills, setBills] = useState<OpenBills>(() => restoredBills(readStored(storeKey(user), undefined)));
  useEffect(() => writeStored(storeKey(user), bills), [bills, user]);
  const cart = activeCart(bills);
  const setCart: Dispatch<SetStateAction<Cart>> = useCallback(
    (next) => setBills((b) => updateActive(b, (c) => (typeof next === "function" ? next(c) : next))),
    [],
  );
  const { sold, pending } = cart;
  const frozen = Boolean(sold || pending);
  const priceManual = useConfigSwitch("sale_bill_price_manual");
  const [warehouse, setWarehouse] = useState<string>();
  const [typed, setTyped] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [paying, setPaying] = useState(false);
  const search = useRef<InputRef>(null);
  const customerRef = useRef<{ focus: () => void }>(null);

  // The warehouses of the branches in view (the lookup answers for those only).
  const { data: warehouses = [] } = useQuery({
    queryKey: ["cashier", "warehouses", branches],
    queryFn: cashierApi.warehouses,
  });
  const { data: counter = [] } = useQuery({ queryKey: ["cashier", "counter", branches], queryFn: cashierApi.counter });
  // The branch's default warehouse (Cài đặt cửa hàng), else the first of the branches in view.
  useEffect(() => {
    if (warehouse && warehouses.some((w) => w.ma_kho === warehouse)) return;
    const preferred = counter.find((c) => c.ma_dvcs === selectedBranch)?.ma_kho;
    const known = warehouses.some((w) => w.ma_kho === preferred);
    setWarehouse(known ? (preferred as string) : (warehouses[0]?.ma_kho as string));
  }, [warehouses, warehouse, counter, selectedBranch]);

  const searchKey = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ["cashier", "items", warehouse, searchKey],
    queryFn: ({ signal }) => cashierApi.items(searchKey, warehouse as string, signal),
    enabled: Boolean(warehouse && searchKey),
  });

  const ngay = dayjs().format("YYYY-MM-DD");
  const draft = useMemo(() => (warehouse ? billBody(cart, warehouse, ngay, 0) : undefined), [cart, warehouse, ngay]);
  const quoteBody = useDebounced(draft, 250);
  const quote = useQuery({
    queryKey: ["cashier", "quote", quoteBody],
    queryFn: ({ signal }) => cashierApi.quote({ ...quoteBody, payments: [] }, signal),
    enabled: Boolean(quoteBody && quoteBody.details.length > 0),
    placeholderData: (previous) => previous,
    retry: false,
  });
  const priced = cart.lines.length > 0 ? quote.data : undefined;
  const due = priced?.tong_thanh_toan ?? 0;
  const body = warehouse ? billBody(cart, warehouse, ngay, due) : undefined;
  const given = body?.payments.reduce((sum, p) => sum + p.tien, 0) ?? 0;

  const add = (item: FoundItem) => {
    setCart((c) => addItem(c, item));
    setTyped("");
    setProblems([]);
  };
  /** Enter (or a scanner's end of code): the exact match, else the first found, asked now if the search lags. */
  const addTyped = async () => {
    const text = typed.trim();
    if (!text || !warehouse) return;
    const items = text === searchKey && found.data ? found.data : await cashierApi.items(text, warehouse);
    if (items[0]) add(items[0]);
  };

  const newBill = () => {
    setCart(emptyCart());
    setProblems([]);
    search.current?.focus();
  };

  /**
   * Posts the bill with its key: the same bill sent again after a lost answer keeps its key (kept with the bill, so
   * even a reload does not change it), and the server gives back the bill it posted the first time.
   */
  const pay = async () => {
    if (!body || cart.lines.length === 0 || paying || sold) return;
    const text = JSON.stringify(body);
    const sent = pending ?? { key: newKey(), body: text };
    setCart((c) => ({ ...c, pending: sent }));
    setPaying(true);
    setProblems([]);
    try {
      const answer = await cashierApi.sell(JSON.parse(sent.body), sent.key);
      setCart((c) => ({ ...c, pending: undefined, sold: answer }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) setProblems([t("cashier.offline")]);
      else if (error instanceof ApiError) {
        const lines = Object.entries(error.errors ?? {}).map(([field, message]) => {
          const at = /^details\.(\d+)\./.exec(field);
          return at ? t("cashier.line", { line: Number(at[1]) + 1, message }) : message;
        });
        // Refused: nothing was posted, the bill may be changed and sent as a new sale.
        setCart((c) => ({ ...c, pending: undefined }));
        setProblems(lines.length > 0 ? lines : [error.message]);
      } else throw error;
    } finally {
      setPaying(false);
    }
  };

  useCashierKeys({
    search: () => search.current?.focus(),
    customer: () => customerRef.current?.focus(),
    pay,
    print: () => sold && window.print(),
    next: () => (sold ? newBill() : setTyped("")),
    more: () => !frozen && cart.selected >= 0 && setCart((c) => changeQuantity(c, c.selected, 1)),
    less: () => !frozen && cart.selected >= 0 && setCart((c) => changeQuantity(c, c.selected, -1)),
    remove: () => !frozen && cart.selected >= 0 && setCart((c) => removeLine(c, c.selected)),
  });

  const rows = cart.lines.map((line, i) => {
    const server = priced?.details[i];
    const gia = line.gia_tay ?? server?.gia ?? line.gia;
    return { ...line, key: i, gia, tien: server?.tien ?? gia * line.so_luong };
  });

  return (
    <Flex gap={12} className="cashier" data-testid="cashier">
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
        <BillTabs bills={bills} setBills={setBills} />
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">{t("cashier.warehouse")}</Typography.Text>
          <Select
            value={warehouse}
            onChange={setWarehouse}
            options={warehouses.map((w) => ({ value: w.ma_kho as string, label: w.ten_kho as string }))}
            style={{ minWidth: 200 }}
            aria-label={t("cashier.warehouse")}
          />
          <Typography.Text type="secondary" className="cashier-keys">
            {t("cashier.keys")}
          </Typography.Text>
        </Flex>
        <div className="cashier-search">
          <Input.Search
            ref={search}
            size="large"
            autoFocus
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={addTyped}
            placeholder={t("cashier.search")}
            aria-label={t("cashier.search")}
            data-testid="cashier-search"
            disabled={frozen}
          />
          {typed.trim() && (
            <Card size="small" className="cashier-found">
              <List
                size="small"
                loading={found.isFetching}
                dataSource={found.data ?? []}
                locale={{ emptyText: found.isFetching ? t("cashier.searching") : t("cashier.notFound") }}
                renderItem={(item) => (
                  <List.Item
                    onClick={() => add(item)}
                    className="cashier-found-item"
                    data-testid="cashier-found"
                    extra={<Typography.Text strong>{money(item.gia)} ₫</Typography.Text>}
                  >
                    <List.Item.Meta
                      title={`${item.ma_vt} · ${item.ten_vt}`}
                      description={
                        item.xuat_kho ? t("cashier.stock", { qty: quantityText(item.ton ?? 0) }) : t("cashier.service")
                      }
                    />
                  </List.Item>
                )}
              />
            </Card>
          )}
        </div>
        <CartLines rows={rows} selected={cart.selected} setCart={setCart} disabled={frozen} priceManual={priceManual} />
      </Flex>
      <Flex vertical gap={12} className="cashier-side">
        <Card size="small" title={t("cashier.customer")}>
          <CustomerPicker
            pickerRef={customerRef}
            value={cart.customer}
            onChange={(customer) => setCart((c) => ({ ...c, customer }))}
            disabled={frozen}
          />
        </Card>
        <Card size="small" data-testid="cashier-totals">
          <dl className="cashier-totals">
            <dt>{t("cashier.totals.goods")}</dt>
            <dd>{money(priced?.tong_tien)}</dd>
            <dt>{t("cashier.totals.tax")}</dt>
            <dd>{money(priced?.tong_thue)}</dd>
            <dt className="cashier-due">{t("cashier.totals.due")}</dt>
            <dd className="cashier-due" data-testid="cashier-due">
              {money(due)} ₫
            </dd>
            <dt>{t("cashier.totals.paid")}</dt>
            <dd>{money(given)}</dd>
            <dt>{given >= due ? t("cashier.totals.change") : t("cashier.totals.owing")}</dt>
            <dd data-testid="cashier-change">{money(Math.abs(given - due))}</dd>
          </dl>
        </Card>
        {sold ? (
          <Card size="small">
            <Alert
              type="success"
              showIcon
              message={t("cashier.paid", { number: sold.so_ct })}
              description={sold.tien_thoi > 0 ? t("cashier.changeDue", { amount: money(sold.tien_thoi) }) : undefined}
              data-testid="cashier-sold"
            />
            <Flex gap={8} style={{ marginTop: 12 }}>
              <Button onClick={() => window.print()}>{t("cashier.print")}</Button>
              <Button type="primary" onClick={newBill}>
                {t("cashier.next")}
              </Button>
            </Flex>
            <ReceiptSheet bill={sold} />
          </Card>
        ) : (
          <Card size="small" title={t("cashier.payments")}>
            <PaymentRows cart={cart} setCart={setCart} due={due} disabled={Boolean(pending)} />
            {problems.length > 0 && (
              <Alert
                type="error"
                showIcon
                message={t("cashier.refused")}
                description={problems.map((p) => <div key={p}>{p}</div>)}
                style={{ marginTop: 8 }}
                data-testid="cashier-problems"
              />
            )}
            <Button
              type="primary"
              size="large"
              block
              style={{ marginTop: 12 }}
              onClick={pay}
              loading={paying}
              disabled={cart.lines.length === 0 || !priced}
              data-testid="cashier-pay"
            >
              {paying ? t("cashier.paying") : t("cashier.pay")}
            </Button>
          </Card>
        )}
      </Flex>
    </Flex>
  );
}
