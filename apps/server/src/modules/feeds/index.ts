// The feeds module's public face: area and city feeds of upcoming events (iCalendar and Atom).
export { feedRoutes } from './feeds.routes';
export { feedLinks, feedPath, type FeedScope } from './feed-links';
