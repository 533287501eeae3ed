/**
 * The calendar is the kernel's (packages/kernel/src/calendar.ts): the product's days and months,
 * which the browser, the rules in the kernel and the server share. This file keeps the old path
 * for generation's importers (being edited elsewhere as this moved); new code imports `@bb/kernel`.
 */
export {
  addDays,
  dateInTimeZone,
  dateInTimeZoneByFormatting,
  dayNumber,
  daysBetween,
  effectiveTimeZone,
  isCalendarDate,
  isoWeekday,
  isValidTimeZone,
  localDate,
  mondayOf,
  mondayStartWeek,
  NEW_YORK,
  newYorkDate,
  startOfDayInTimeZone,
  startOfNewYorkDay,
  toInstant,
  wallClock,
  type Instant,
  type WallClock,
} from '@bb/kernel';
