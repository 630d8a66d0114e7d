// The calendar module's public face: writing iCalendar files and an event's location line.
export { calendarEntryOf, eventLocationLine, type StoredEvent } from './calendar.service';
export { writeCalendar, type CalendarEntry, type Recurrence } from './icalendar';
