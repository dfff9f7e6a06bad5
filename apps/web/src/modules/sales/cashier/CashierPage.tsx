import { formatNumber, SEARCH_DEBOUNCE_MS } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, Input, type InputRef, List, Select, Typography } from "antd";
import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { newKey } from "@/platform/document/idempotencyKey";
import { quantityText } from "@/platform/document/quantityText";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { useSession } from "@/platform/session/sessionStore";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { readStored, writeStored } from "@/platform/storage";
import { cardKeys } from "../cards/cardsApi";
import { PointsHeld } from "../points/PointsHeld";
import { pointKeys } from "../points/pointsApi";
import { voucherKeys } from "../vouchers/vouchersApi";
import { BillTabs } from "./BillTabs";
import { CartLines } from "./CartLines";
import { CashierTotals } from "./CashierTotals";
import { CustomerPicker } from "./CustomerPicker";
import {
  addItem,
  billBody,
  type Cart,
  changeQuantity,
  emptyCart,
  type FoundItem,
  paymentRowErrors,
  removeLine,
  sentPayments,
} from "./cart";
import { type BillAnswer, cashierApi } from "./cashierApi";
import { CASHIER } from "./cashierPaths";
import { keepSessionForOffline } from "./offline/keepSession";
import { localQuote, localReceipt, offlineBody } from "./offline/localBill";
import { OfflineBar } from "./offline/OfflineBar";
import type { OutboxSale } from "./offline/outbox";
import { keepAppForOffline } from "./offline/serviceWorker";
import { useOfflineCashier } from "./offline/useOfflineCashier";
import { activeCart, confirmQueued, type OpenBills, openBillWith, restoredBills, updateActive } from "./openBills";
import { BILL_KINDS, PaymentRows, SERVER_CHECKED_KINDS } from "./PaymentRows";
import { PromotionNotes } from "./PromotionNotes";
import { ReceiptSheet } from "./ReceiptSheet";
import { refusalOf } from "./refusal";
import { useCashierKeys } from "./useCashierKeys";
import { useCounterWarehouse } from "./useCounterWarehouse";
import { usePaymentTypes } from "./usePaymentTypes";
import { usePricedRows } from "./usePricedRows";
import "./cashier.css";

const money = (n: number | undefined) => formatNumber(n ?? 0);
const storeKey = (user: string) => `sen.cashier.${user}`;

/**
 * The retail cashier (/sales/retail-orders/cashier): find goods and services by code, name or barcode, a customer by
 * phone, take one or several payments and post the bill, all by keyboard if need be; the totals and change shown are
 * the server's quote of the bill, and a sale sent twice (a lost answer) is posted once. Without the server the counter
 * sells from the catalogue the browser keeps, and each sale waits in the outbox until the server confirms it.
 */
export function CashierPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  const discountManual = useConfigSwitch("sale_bill_discount_manual");
  const [typed, setTyped] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  // The server's refusal of a payment row (a locked card, a short balance), shown on that row.
  const [rowProblems, setRowProblems] = useState<Record<number, string>>({});
  const [paying, setPaying] = useState(false);
  const { warehouse, setWarehouse, warehouses } = useCounterWarehouse();
  const confirmed = useCallback((key: string, bill: BillAnswer) => setBills((b) => confirmQueued(b, key, bill)), []);
  const offline = useOfflineCashier(warehouse, confirmed);
  const { online, lost } = offline;
  // Online or not, a payment row says what holds now (offline: that a card cannot be checked).
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the counter goes on or off line
  useEffect(() => setRowProblems({}), [online]);
  useEffect(() => {
    keepSessionForOffline(useSession.getState());
    keepAppForOffline();
  }, []);
  const search = useRef<InputRef>(null);
  const customerRef = useRef<{ focus: () => void }>(null);

  const queryClient = useQueryClient();
  // The counter's calls run even when the browser says it is offline: each falls back on what the browser keeps.
  queryClient.setQueryDefaults(["cashier"], { networkMode: "always" });

  const searchKey = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ["cashier", "items", warehouse, searchKey, online],
    queryFn: ({ signal }) => offline.findItems(searchKey, signal),
    enabled: Boolean(warehouse && searchKey),
  });

  const ngay = dayjs().format("YYYY-MM-DD");
  const draft = useMemo(() => (warehouse ? billBody(cart, warehouse, ngay, 0) : undefined), [cart, warehouse, ngay]);
  const quoteBody = useDebounced(draft, 250);
  const quote = useQuery({
    queryKey: ["cashier", "quote", quoteBody],
    queryFn: ({ signal }) => cashierApi.quote({ ...quoteBody, payments: [] }, signal),
    enabled: Boolean(online && quoteBody && quoteBody.details.length > 0),
    placeholderData: (previous) => previous,
    retry: false,
  });
  useEffect(() => {
    if (quote.error) lost(quote.error);
  }, [quote.error, lost]);
  const local = useMemo(() => (online ? undefined : localQuote(cart)), [online, cart]);
  const priced = cart.lines.length > 0 ? (local ?? quote.data) : undefined;
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
    const items = text === searchKey && found.data ? found.data : await offline.findItems(text);
    if (items[0]) add(items[0]);
  };

  const newBill = () => {
    setCart(emptyCart());
    setProblems([]);
    setRowProblems({});
    search.current?.focus();
  };

  const { types: paymentTypes, kindOf } = usePaymentTypes();
  const branchName = useSession((s) => s.branches?.find((b) => b.ma_dvcs === selectedBranch)?.ten_dvcs);

  /**
   * Keeps the sale in the outbox with its key and the body as sent, gives the customer the browser's receipt, and
   * frees the counter for the next sale; the server's bill replaces the receipt when the sale is confirmed.
   */
  const keep = async (sent: { key: string; body: string }) => {
    const receipt = localReceipt(cart, ngay, warehouse as string, {
      branch: branchName,
      payment: (code) => String(paymentTypes.find((p) => p.ma_httt === code)?.ten_httt ?? code),
    });
    const kept = { ...cart, pending: undefined };
    await offline.queue({ key: sent.key, created_at: Date.now(), body: sent.body, receipt, cart: kept });
    setCart((c) => ({ ...c, pending: undefined, sold: receipt, queued: sent.key }));
  };

  /**
   * Posts the bill with its key: the same bill sent again after a lost answer keeps its key (kept with the bill, so
   * even a reload does not change it), and the server gives back the bill it posted the first time. Without an
   * answer (or offline from the start) the sale goes to the outbox, to be sent with that same key.
   */
  const pay = async () => {
    if (!body || !warehouse || cart.lines.length === 0 || paying || sold) return;
    setProblems([]);
    setRowProblems({});
    if (!online && !pending) {
      // A card's balance and lock, a voucher's uses, are the server's to check: offline, they do not pay.
      const byCard = sentPayments(cart.payments, due).filter((p) =>
        SERVER_CHECKED_KINDS.includes(String(kindOf(p.payment.ma_httt))),
      );
      if (byCard.length > 0) {
        setProblems([t("cashier.checkedOffline")]);
        setRowProblems(Object.fromEntries(byCard.map((p) => [p.row, t("cashier.checkedOffline")])));
        return;
      }
      await keep({ key: newKey(), body: JSON.stringify(offlineBody(cart, warehouse, ngay, due)) });
      return;
    }
    const sent = pending ?? { key: newKey(), body: JSON.stringify(body) };
    setCart((c) => ({ ...c, pending: sent }));
    setPaying(true);
    try {
      const answer = await cashierApi.sell(JSON.parse(sent.body), sent.key);
      setCart((c) => ({ ...c, pending: undefined, sold: answer }));
      // A card it drew on has less left; a voucher, fewer uses.
      void queryClient.invalidateQueries({ queryKey: cardKeys.all });
      void queryClient.invalidateQueries({ queryKey: voucherKeys.all });
      void queryClient.invalidateQueries({ queryKey: pointKeys.all });
    } catch (error) {
      if (lost(error)) await keep(sent);
      else if (error instanceof ApiError) {
        // Refused: nothing was posted, the bill may be changed and sent as a new sale.
        setCart((c) => ({ ...c, pending: undefined }));
        setProblems(refusalOf(error, t));
        setRowProblems(paymentRowErrors(error.errors, cart.payments, due));
      } else throw error;
    } finally {
      setPaying(false);
    }
  };

  /** A refused sale back in a tab of its own, to be changed and sold again (as a new sale, with a new key). */
  const reopen = (sale: OutboxSale) => {
    setBills((b) => openBillWith(b, { ...sale.cart, pending: undefined, sold: undefined, queued: undefined }));
    offline.drop(sale.key);
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

  const { rows, gifts, promotionName } = usePricedRows(cart, priced);

  return (
    <Flex gap={12} className="cashier" data-testid="cashier">
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
        <OfflineBar {...offline} reopen={reopen} />
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
          <Button size="small" onClick={() => navigate(`${CASHIER}/order-list`)} data-testid="cashier-orders-open">
            {t("cashier.orders.open")}
          </Button>
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
        <CartLines
          rows={rows}
          selected={cart.selected}
          setCart={setCart}
          disabled={frozen}
          priceManual={priceManual}
          discountManual={discountManual}
        />
        <PromotionNotes gifts={gifts} billPromotion={priced?.ma_ctkm} name={promotionName} />
      </Flex>
      <Flex vertical gap={12} className="cashier-side">
        <Card size="small" title={t("cashier.customer")}>
          <CustomerPicker
            find={offline.findCustomers}
            pickerRef={customerRef}
            value={cart.customer}
            onChange={(customer) => setCart((c) => ({ ...c, customer }))}
            disabled={frozen}
          />
          {online && <PointsHeld ma_kh={cart.customer?.ma_kh} counter />}
        </Card>
        <CashierTotals priced={priced} due={due} given={given} />
        {sold ? (
          <Card size="small">
            <Alert
              type={cart.queued ? "warning" : "success"}
              showIcon
              message={cart.queued ? t("cashier.queued") : t("cashier.paid", { number: sold.so_ct })}
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
            <PaymentRows
              payments={cart.payments}
              onChange={(update) => {
                // The refusal was of the payments as they were.
                setProblems([]);
                setRowProblems({});
                setCart((c) => ({ ...c, payments: update(c.payments) }));
              }}
              reference={cart.ref}
              due={due}
              disabled={Boolean(pending)}
              errors={rowProblems}
              offline={!online}
              kinds={BILL_KINDS}
              customer={cart.customer?.ma_kh}
            />
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
