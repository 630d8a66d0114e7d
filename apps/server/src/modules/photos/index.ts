// The photos module's public face: the album's routes, what a moderation feature needs to act
// on one photo (it decides who may; these only do it), and a leaving member's files.
export { deletePhotoFiles } from './photo-files';
export { photoRoutes } from './photos.routes';
export {
  deletePhoto,
  deletePhotoRow,
  hidePhoto,
  photoFilesOf,
  photoFilesOfEvent,
  photoInContext,
  unhidePhoto,
} from './photos.service';
