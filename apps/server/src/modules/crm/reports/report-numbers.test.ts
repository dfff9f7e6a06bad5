import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";
import { MARCH_2025, PERIOD } from "./march-2025.test-data.js";

/*
 * Each report's numbers over March 2025, counted by hand from the rows in march-2025.test-data.ts,
 * as the administrator (every branch, every employee).
 */

let t: TestApp;
let crm: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  crm = await crmTenant(t, "reports_numbers", MARCH_2025);
});
afterAll(() => t.close());

/** GET crm/reports/{path} as that user, with the headers given (branches, language). */
const report = (user: string, path: string, headers?: Record<string, string>) =>
  crm.send(user, "GET", `crm/reports/${path}`, undefined, undefined, headers);

async function answer(path: string, user = "admin") {
  const res = await report(user, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const zeroEmployee = {
  partners: 0,
  new_partners: 0,
  calls: 0,
  answered_calls: 0,
  appointments: 0,
  done_appointments: 0,
  tickets: 0,
  complaints: 0,
};

describe("CRM reports: the numbers", () => {
  it("employee: partners in charge and new, calls, appointments, tickets, complaints per person", async () => {
    const body = await answer(`employee?${PERIOD}`);
    expect(body.rows).toEqual([
      {
        ...zeroEmployee,
        ma_nv: "NV01",
        ten_nv: "Nguyễn Thị Hồng Nhung",
        // P01, P02, P03, P07 (P06 stopped); new: P01 at 00:00 on the 1st and P02 at 23:30 on the 31st, not P03 at 00:10 after.
        partners: 4,
        new_partners: 2,
        calls: 1,
        appointments: 1,
        tickets: 2,
        complaints: 1,
      },
      { ...zeroEmployee, ma_nv: "NV02", ten_nv: "Trần Minh Khoa", partners: 1, new_partners: 1, tickets: 1 },
      {
        ...zeroEmployee,
        ma_nv: "TS01",
        ten_nv: "Vũ Thị Lan",
        partners: 1,
        new_partners: 1,
        // 23:30 on the 31st is in, 00:10 on April 1st is out.
        calls: 4,
        answered_calls: 2,
        appointments: 1,
        done_appointments: 1,
      },
      { ...zeroEmployee, ma_nv: "TS02", ten_nv: "Đỗ Quang Huy", calls: 1, answered_calls: 1 },
      { ...zeroEmployee, ma_nv: "TV01", ten_nv: "Hoàng Đức Minh", appointments: 2, done_appointments: 1 },
      { ...zeroEmployee, ma_nv: "TV02", ten_nv: "Phan Ngọc Ánh", appointments: 1 },
    ]);
    expect(body.totals).toEqual({
      partners: 6,
      new_partners: 4,
      calls: 6,
      answered_calls: 3,
      appointments: 5,
      done_appointments: 2,
      tickets: 3,
      complaints: 1,
    });
  });

  it("marketing: new partners per source and option, their conversion, the source's campaigns", async () => {
    const body = await answer(`marketing?${PERIOD}`);
    const facebook = body.rows.find((r: { ma_nguon: string | null }) => r.ma_nguon === "FACEBOOK");
    // P01 (open and doing appointments), P02 (a done one), P05 (cancelled): 1 of 3 converted.
    expect(facebook).toEqual({
      key: "FACEBOOK",
      ma_nguon: "FACEBOOK",
      ten_nguon: "Facebook",
      new_partners: 3,
      with_appointment: 3,
      with_done: 1,
      conversion_rate: 33.3,
      campaigns: 1,
      campaign_converted: 2,
      options: [
        {
          key: "FACEBOOK/FB-ADS",
          ma_chi_tiet_nguon: "FB-ADS",
          ten_chi_tiet_nguon: "Quảng cáo Facebook",
          new_partners: 2,
          with_appointment: 2,
          with_done: 0,
          conversion_rate: 0,
        },
        {
          key: "FACEBOOK/FB-PAGE",
          ma_chi_tiet_nguon: "FB-PAGE",
          ten_chi_tiet_nguon: "Nhắn tin fanpage",
          new_partners: 1,
          with_appointment: 1,
          with_done: 1,
          conversion_rate: 100,
        },
      ],
    });
    // The campaign of February is not in March; the open-ended one from the 25th is.
    const byCode = Object.fromEntries(body.rows.map((r: { ma_nguon: string | null }) => [r.ma_nguon ?? "(null)", r]));
    expect(byCode.HOTLINE).toMatchObject({
      new_partners: 0,
      conversion_rate: null,
      campaigns: 0,
      campaign_converted: 0,
    });
    expect(byCode.ZALO).toMatchObject({ new_partners: 0, campaigns: 1, campaign_converted: 1 });
    expect(byCode["(null)"]).toMatchObject({
      key: "",
      ten_nguon: "(Không có nguồn)",
      new_partners: 1,
      with_done: 1,
      conversion_rate: 100,
      options: [],
    });
    expect(body.rows.map((r: { ma_nguon: string | null }) => r.ma_nguon)).toEqual([
      "FACEBOOK",
      "GIOITHIEU",
      "HOTLINE",
      "VANGLAI",
      "WEBSITE",
      "ZALO",
      null,
    ]);
    expect(body.totals).toEqual({
      new_partners: 4,
      with_appointment: 4,
      with_done: 2,
      conversion_rate: 50,
      campaigns: 2,
      campaign_converted: 3,
    });
    const english = await report("admin", `marketing?${PERIOD}`, { "accept-language": "en" });
    expect(english.json().rows.at(-1).ten_nguon).toBe("(No source)");
  });

  it("telesale: calls by direction and outcome, talk time, booked and kept appointments", async () => {
    const body = await answer(`telesale?${PERIOD}`);
    const zero = {
      calls: 0,
      calls_out: 0,
      calls_in: 0,
      answered: 0,
      not_answered: 0,
      talk_seconds: 0,
      avg_answered_seconds: null,
      booked: 0,
      booked_done: 0,
    };
    // NV001 made a call but is no telesale: not listed. TS03 made none: listed at 0.
    expect(body.rows).toEqual([
      {
        ma_nv: "TS01",
        ten_nv: "Vũ Thị Lan",
        calls: 4,
        calls_out: 3,
        calls_in: 1,
        answered: 2,
        not_answered: 2,
        talk_seconds: 180,
        avg_answered_seconds: 90,
        booked: 2,
        booked_done: 1,
      },
      {
        ...zero,
        ma_nv: "TS02",
        ten_nv: "Đỗ Quang Huy",
        calls: 1,
        calls_out: 1,
        answered: 1,
        talk_seconds: 200,
        avg_answered_seconds: 200,
      },
      { ...zero, ma_nv: "TS03", ten_nv: "Lý Thu Hằng" },
    ]);
    expect(body.totals).toEqual({
      calls: 5,
      calls_out: 4,
      calls_in: 1,
      answered: 3,
      not_answered: 2,
      talk_seconds: 380,
      // (120 + 60 + 200) / 3
      avg_answered_seconds: 127,
      booked: 2,
      booked_done: 1,
    });
    // Picking a salesperson lists them even though they are no telesale.
    const picked = await answer(`telesale?${PERIOD}&ma_nv=NV01`);
    expect(picked.rows).toEqual([
      {
        ...zero,
        ma_nv: "NV01",
        ten_nv: "Nguyễn Thị Hồng Nhung",
        calls: 1,
        calls_out: 1,
        not_answered: 1,
        talk_seconds: 5,
      },
    ]);
  });

  it("telesale-kpis: calls a working day, answer, booking and show rates, calls against the targets", async () => {
    const body = await answer(`telesale-kpis?${PERIOD}`);
    expect(body.rows).toEqual([
      {
        ma_nv: "TS01",
        ten_nv: "Vũ Thị Lan",
        calls: 4,
        // the 5th, the 6th and the 31st
        working_days: 3,
        calls_per_day: 1.3,
        answered: 2,
        answer_rate: 50,
        booked: 2,
        booking_rate: 100,
        booked_done: 1,
        show_rate: 50,
        // March's 40 and the 10 of the target from March 16th; February's is not counted.
        target_calls: 50,
        achieved_rate: 8,
      },
      {
        ma_nv: "TS02",
        ten_nv: "Đỗ Quang Huy",
        calls: 1,
        working_days: 1,
        calls_per_day: 1,
        answered: 1,
        answer_rate: 100,
        booked: 0,
        booking_rate: 0,
        booked_done: 0,
        show_rate: null,
        target_calls: 0,
        achieved_rate: null,
      },
      {
        ma_nv: "TS03",
        ten_nv: "Lý Thu Hằng",
        calls: 0,
        working_days: 0,
        calls_per_day: null,
        answered: 0,
        answer_rate: null,
        booked: 0,
        booking_rate: null,
        booked_done: 0,
        show_rate: null,
        target_calls: 20,
        achieved_rate: 0,
      },
    ]);
    expect(body.totals).toEqual({
      calls: 5,
      working_days: 4,
      calls_per_day: 1.3,
      answered: 3,
      answer_rate: 60,
      booked: 2,
      booking_rate: 66.7,
      booked_done: 1,
      show_rate: 50,
      target_calls: 70,
      achieved_rate: 7.1,
    });
  });

  it("telesale-status: a column per configured status and per other status found, with totals", async () => {
    const body = await answer(`telesale-status?${PERIOD}`);
    const configured = ["Nghe máy", "Không nghe máy", "Máy bận", "Sai số", "Hẹn gọi lại"];
    expect(body.columns).toEqual(configured.map((s) => ({ key: s, title: s })));
    const counts = (values: number[]) => Object.fromEntries(configured.map((s, i) => [s, values[i] ?? 0]));
    expect(body.rows).toEqual([
      { ma_nv: "TS01", ten_nv: "Vũ Thị Lan", counts: counts([2, 1, 1]), total: 4 },
      { ma_nv: "TS02", ten_nv: "Đỗ Quang Huy", counts: counts([1]), total: 1 },
      { ma_nv: "TS03", ten_nv: "Lý Thu Hằng", counts: counts([]), total: 0 },
    ]);
    expect(body.totals).toEqual({ counts: counts([3, 1, 1]), total: 5 });

    // NV01's "Gọi nhầm" is no configured status: it gets a column of its own.
    const picked = await answer(`telesale-status?${PERIOD}&ma_nv=NV01`);
    expect(picked.columns.at(-1)).toEqual({ key: "Gọi nhầm", title: "Gọi nhầm" });
    expect(picked.rows).toEqual([
      { ma_nv: "NV01", ten_nv: "Nguyễn Thị Hồng Nhung", counts: { ...counts([]), "Gọi nhầm": 1 }, total: 1 },
    ]);
  });

  it("consultant: appointments by state and by type per consultant", async () => {
    const body = await answer(`consultant?${PERIOD}`);
    expect(body.columns).toEqual([
      { key: "CHAMSOC", title: "Chăm sóc sau dịch vụ" },
      { key: "GOILAI", title: "Gọi lại" },
      { key: "LAMDV", title: "Làm dịch vụ" },
      { key: "TUVAN", title: "Tư vấn" },
      { key: "", title: "(Chưa phân loại)" },
    ]);
    const types = (values: Record<string, number>) => ({ CHAMSOC: 0, GOILAI: 0, LAMDV: 0, TUVAN: 0, "": 0, ...values });
    expect(body.rows).toEqual([
      {
        ma_nv: "TV01",
        ten_nv: "Hoàng Đức Minh",
        // T2 and T3 (23:30 on the 31st); T4 starts 00:10 on April 1st.
        appointments: 2,
        open: 1,
        doing: 0,
        done: 1,
        cancelled: 0,
        done_rate: 50,
        by_type: types({ LAMDV: 1, TUVAN: 1 }),
      },
      {
        ma_nv: "TV02",
        ten_nv: "Phan Ngọc Ánh",
        appointments: 1,
        open: 0,
        doing: 0,
        done: 0,
        cancelled: 1,
        done_rate: 0,
        by_type: types({ "": 1 }),
      },
    ]);
    expect(body.totals).toEqual({
      appointments: 3,
      open: 1,
      doing: 0,
      done: 1,
      cancelled: 1,
      done_rate: 33.3,
      by_type: types({ LAMDV: 1, TUVAN: 1, "": 1 }),
    });
  });

  it("contact: every day of the period, quiet ones at 0, with the partners reached", async () => {
    const body = await answer(`contact?${PERIOD}`);
    expect(body.rows).toHaveLength(31);
    expect(body.rows[0]).toEqual({
      day: "2025-03-01",
      calls_out: 0,
      calls_in: 0,
      appointments: 0,
      tickets: 0,
      complaints: 0,
      partners: 0,
    });
    const busy = body.rows.filter((r: { day: string; partners: number }) => r.partners > 0);
    expect(busy.map((r: { day: string }) => r.day)).toEqual([
      "2025-03-02",
      "2025-03-03",
      "2025-03-04",
      "2025-03-05",
      "2025-03-06",
      "2025-03-07",
      "2025-03-08",
      "2025-03-10",
      "2025-03-12",
      "2025-03-15",
      "2025-03-20",
      "2025-03-31",
    ]);
    const day = (d: string) => body.rows.find((r: { day: string }) => r.day === d);
    // A call in from P01 and P04's appointment.
    expect(day("2025-03-06")).toEqual({
      day: "2025-03-06",
      calls_out: 0,
      calls_in: 1,
      appointments: 1,
      tickets: 0,
      complaints: 0,
      partners: 2,
    });
    // Two calls to the same partner.
    expect(day("2025-03-05")).toMatchObject({ calls_out: 2, partners: 1 });
    // 23:30 on the last day: the call and the appointment to P02.
    expect(day("2025-03-31")).toMatchObject({ calls_out: 1, appointments: 1, partners: 1 });
    expect(body.totals).toEqual({
      calls_out: 5,
      calls_in: 1,
      appointments: 5,
      tickets: 3,
      complaints: 1,
      // P01, P02, P04, P05 over the month
      partners: 4,
    });
  });

  it("todo: open and overdue now, done and cancelled in the period, the oldest overdue day", async () => {
    const body = await answer(`todo?${PERIOD}`);
    const zero = {
      open_tasks: 0,
      overdue_tasks: 0,
      done_tasks: 0,
      cancelled_tasks: 0,
      open_tickets: 0,
      overdue_tickets: 0,
      oldest_overdue: null,
    };
    expect(body.rows).toEqual([
      {
        ...zero,
        ma_nv: "NV01",
        ten_nv: "Nguyễn Thị Hồng Nhung",
        // T6 (doing, due March 2nd) and T7 (next week); ticket 1 was due March 4th.
        open_tasks: 2,
        overdue_tasks: 1,
        open_tickets: 1,
        overdue_tickets: 1,
        oldest_overdue: "2025-03-02",
      },
      { ...zero, ma_nv: "NV02", ten_nv: "Trần Minh Khoa", open_tickets: 1 },
      { ...zero, ma_nv: "TS01", ten_nv: "Vũ Thị Lan", done_tasks: 1 },
      {
        ...zero,
        ma_nv: "TV01",
        ten_nv: "Hoàng Đức Minh",
        // T2 and T4 are open and past due (T4 starts after the period: what is open counts whenever it is).
        open_tasks: 2,
        overdue_tasks: 2,
        done_tasks: 1,
        oldest_overdue: "2025-03-20",
      },
      { ...zero, ma_nv: "TV02", ten_nv: "Phan Ngọc Ánh", cancelled_tasks: 1 },
    ]);
    expect(body.totals).toEqual({
      open_tasks: 4,
      overdue_tasks: 3,
      done_tasks: 2,
      cancelled_tasks: 1,
      open_tickets: 2,
      overdue_tickets: 1,
      oldest_overdue: "2025-03-02",
    });
  });
});
