// The moderation module's public face: members' reports and the moderators' queue
// (docs/product.md §15 "Reports", "Moderation").
export { moderationRoutes } from './moderation.routes';
