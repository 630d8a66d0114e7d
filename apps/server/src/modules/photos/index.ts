// The photos module's public face: the album's routes, and what a moderation feature needs to
// act on one photo (it decides who may; these only do it).
export { photoRoutes } from './photos.routes';
export { deletePhoto, hidePhoto, photoInContext, unhidePhoto } from './photos.service';
