import type { DateSelectArg, EventClickArg, EventDropArg } from "@fullcalendar/core";
import enGbLocale from "@fullcalendar/core/locales/en-gb";
import viLocale from "@fullcalendar/core/locales/vi";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin, { type EventResizeDoneArg } from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { BREAKPOINTS, formatTime } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Flex, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { useViewportWidth } from "@/platform/table/useViewportWidth";
import { ScheduleFilters } from "../shared/ScheduleFilters";
import { type Editing, ScheduleFormModal } from "../shared/ScheduleFormModal";
import { SCHEDULE_KINDS, type ScheduleKind } from "../shared/scheduleKinds";
import { type CalendarFilters, type ScheduleRow, scheduleKeys } from "../shared/schedulesApi";
import { useSchedulePatch } from "../shared/useSchedulePatch";
import "./calendar.css";
import { movedTimes, slotTimes, visibleDays } from "./calendarEvents";
import { EventDetails } from "./EventDetails";
import { useCalendarEvents } from "./useCalendarEvents";
import { useCalendarTheme } from "./useCalendarTheme";

const TIME_24H = { hour: "2-digit", minute: "2-digit", hour12: false } as const;
const VIEWS = "timeGridDay,timeGridWeek,dayGridMonth";
/** Events a month's day shows before "+ thêm N". */
const MONTH_DAY_EVENTS = 3;

/**
 * /crm/task/calendar and /crm/ticket/calendar: day, week and month views of the records in their type's colour.
 * With the right to edit, an event is dragged to another time or resized (PATCH; back where it was when refused)
 * and opened in the form; with the right to add, a picked slot opens a new record starting there. Phones start on
 * the day view.
 */
function ScheduleCalendarPage({ kind: kindName }: { kind: ScheduleKind }) {
  const kind = SCHEDULE_KINDS[kindName];
  const { t, i18n } = useTranslation();
  const narrow = useViewportWidth() < BREAKPOINTS.md;
  const rights = useEntityRights(kind.definition);
  const queryClient = useQueryClient();
  const patch = useSchedulePatch(kind);
  const [filters, setFilters] = useState<CalendarFilters>({});
  const [editing, setEditing] = useState<Editing>();
  const [details, setDetails] = useState<ScheduleRow>();
  const [view, setView] = useState<string>();
  const { events, shown, total, loading, showDays } = useCalendarEvents(kind, filters);
  const month = view === "dayGridMonth";
  const style = useCalendarTheme();

  const move = async (info: EventDropArg | EventResizeDoneArg) => {
    const row = info.event.extendedProps.row as ScheduleRow;
    if (!info.event.start) return info.revert();
    const times = movedTimes(info.event.start, info.event.end, row);
    if (!(await patch(row.id, times, t("schedules.calendar.moved", { title: row.tieu_de })))) info.revert();
  };
  const pick = (info: DateSelectArg) => {
    info.view.calendar.unselect();
    setEditing({ defaults: slotTimes(info.start, info.end, info.allDay) });
  };
  const open = (info: EventClickArg) => {
    const row = info.event.extendedProps.row as ScheduleRow;
    if (rights.edit) setEditing({ record: row });
    else setDetails(row);
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <ScheduleFilters
          kind={kind}
          values={filters}
          setFilter={(name, value) => setFilters((current) => ({ ...current, [name]: value }))}
        />
        {loading && <Spin size="small" />}
      </Flex>
      {!rights.edit && <Alert type="info" showIcon title={t("schedules.calendar.readOnly")} />}
      {total > shown && <Alert type="warning" showIcon title={t("schedules.calendar.truncated", { shown, total })} />}
      <div className="schedule-calendar" style={{ ...style, padding: narrow ? 8 : 12 }} data-testid="schedule-calendar">
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          locale={i18n.language === "en" ? enGbLocale : viLocale}
          initialView={narrow ? "timeGridDay" : "timeGridWeek"}
          headerToolbar={
            narrow
              ? { left: "prev,next", center: "title", right: "today" }
              : { left: "prev,next today", center: "title", right: VIEWS }
          }
          footerToolbar={narrow ? { center: VIEWS } : undefined}
          buttonText={{
            today: t("schedules.calendar.today"),
            day: t("schedules.calendar.day"),
            week: t("schedules.calendar.week"),
            month: t("schedules.calendar.month"),
          }}
          firstDay={1}
          allDaySlot={false}
          nowIndicator
          slotLabelFormat={TIME_24H}
          eventTimeFormat={TIME_24H}
          displayEventTime={false}
          eventDisplay="block"
          dayMaxEvents={MONTH_DAY_EVENTS}
          // A phone's month cell is too narrow for titles: an event shows as its time, in its colour.
          eventContent={narrow && month ? (info) => formatTime(info.event.start) : undefined}
          scrollTime="07:00:00"
          // The month grows with its events; day and week scroll their hours within the screen.
          height={month ? "auto" : "max(520px, calc(100vh - 250px))"}
          editable={rights.edit}
          selectable={rights.add}
          selectMirror
          events={events}
          datesSet={(info) => {
            setView(info.view.type);
            showDays(visibleDays(info.start, info.end));
          }}
          select={pick}
          eventClick={open}
          eventDrop={move}
          eventResize={move}
        />
      </div>
      {editing && (
        <ScheduleFormModal
          kind={kind}
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void queryClient.invalidateQueries({ queryKey: scheduleKeys.all(kind) });
          }}
        />
      )}
      {details && <EventDetails kind={kind} row={details} onClose={() => setDetails(undefined)} />}
    </Flex>
  );
}

export const TaskCalendarPage = () => <ScheduleCalendarPage kind="task" />;
export const TicketCalendarPage = () => <ScheduleCalendarPage kind="ticket" />;
