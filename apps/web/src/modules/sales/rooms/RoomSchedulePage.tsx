import { DATE_FORMAT } from "@sen/core";
import { Button, DatePicker, Empty, Flex, Select, Skeleton, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { useFeedback } from "@/platform/useFeedback";
import { BranchPicker } from "./BranchPicker";
import { useBranchInView } from "./useBranchInView";
import { type Person, type Schedule, useWeekSchedules } from "./useWeekSchedules";

const WEEKDAYS = ["CN", "T2", "T3", "T4", "T5", "T6", "T7"];
const ISO = "YYYY-MM-DD";
/** The Monday of the week `day` is in. */
const monday = (day: dayjs.Dayjs) => day.startOf("day").subtract((day.day() + 6) % 7, "day");

/**
 * Lịch làm việc nhân viên phòng: a branch's employees as rows and the days of a week as columns, each day's shifts as
 * tags. A shift is added to an employee's day from the cell's picker and taken off by its tag's cross; the booking
 * rules follow it (an employee scheduled on a day is booked only in their shifts).
 */
export function RoomSchedulePage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const branchInView = useBranchInView();
  const [start, setStart] = useState(() => monday(dayjs()));
  const days = Array.from({ length: 7 }, (_, i) => start.add(i, "day"));
  const from = start.format(ISO);
  const to = start.add(6, "day").format(ISO);
  const week = useWeekSchedules(branchInView.branch, from, to);
  const shiftName = (code: string) => week.shifts.find((s) => s.ma_ca === code)?.ten_ca ?? code;

  const cell = (person: Person, day: dayjs.Dayjs) => {
    const ngay = day.format(ISO);
    const own = (week.schedules.data ?? []).filter((s: Schedule) => s.ma_nv === person.ma_nv && s.ngay === ngay);
    return (
      <Flex vertical gap={4} data-testid={`schedule-${person.ma_nv}-${ngay}`}>
        {own.map((s) => (
          <Tag
            key={s.id}
            color="magenta"
            closable
            onClose={(event) => {
              event.preventDefault();
              week.remove.mutateAsync(s.id).catch(() => undefined);
            }}
          >
            {shiftName(s.ma_ca)}
            {s.ma_phong ? ` · ${s.ma_phong}` : ""}
          </Tag>
        ))}
        <Select
          size="small"
          value={null}
          placeholder={t("rooms.addShift")}
          aria-label={`${t("rooms.addShift")} ${person.ma_nv} ${day.format(DATE_FORMAT)}`}
          options={week.shifts
            .filter((s) => !own.some((o) => o.ma_ca === s.ma_ca))
            .map((s) => ({ value: s.ma_ca, label: s.ten_ca }))}
          onChange={(ma_ca: string) =>
            week.add
              .mutateAsync({ ma_nv: person.ma_nv, ngay, ma_ca })
              .then(() => feedback.success(t("rooms.saved")))
              .catch(() => undefined)
          }
          style={{ width: "100%" }}
        />
      </Flex>
    );
  };

  return (
    <Space direction="vertical" style={{ width: "100%" }} size="middle">
      <Space wrap>
        <Button onClick={() => setStart(start.subtract(7, "day"))} aria-label={t("rooms.previousWeek")}>
          ‹
        </Button>
        <DatePicker
          picker="week"
          value={start}
          allowClear={false}
          format={(value) =>
            `${monday(value).format(DATE_FORMAT)} – ${monday(value).add(6, "day").format(DATE_FORMAT)}`
          }
          onChange={(value) => value && setStart(monday(value))}
          aria-label={t("rooms.week")}
          data-testid="schedule-week"
        />
        <Button onClick={() => setStart(start.add(7, "day"))} aria-label={t("rooms.nextWeek")}>
          ›
        </Button>
        <BranchPicker {...branchInView} />
      </Space>
      {week.schedules.isLoading ? (
        <Skeleton active />
      ) : (
        <Table<Person>
          rowKey="ma_nv"
          size="small"
          bordered
          pagination={false}
          scroll={{ x: 1000 }}
          dataSource={week.people}
          locale={{ emptyText: <Empty description={t("rooms.empty")} /> }}
          columns={[
            {
              key: "person",
              title: t("rooms.employeeColumn"),
              fixed: "left",
              width: 180,
              render: (_, person) => (
                <Typography.Text>
                  <strong>{person.ma_nv}</strong> {person.ten_nv}
                </Typography.Text>
              ),
            },
            ...days.map((day) => ({
              key: day.format(ISO),
              title: `${WEEKDAYS[day.day()]} ${day.format("DD/MM")}`,
              width: 120,
              render: (_: unknown, person: Person) => cell(person, day),
            })),
          ]}
        />
      )}
    </Space>
  );
}
