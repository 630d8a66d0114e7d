// The event editor's public face: what moderation and city approval reuse.
export { deleteCoverImage } from './cover-image';
export { chooseSlug } from './event-slug';
