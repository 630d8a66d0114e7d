// The series module's public face: recurring events' rules expanded into sessions, the split
// that "this and following sessions" makes, and a series as calendar entries (for feeds).
export { newSeries, rruleValue, sessionStartsLocal } from './recurrence';
export { seriesEntries } from './series-calendar';
export { splitSeriesAt } from './split';
