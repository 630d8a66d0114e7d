// The uploads module's public face: reading an uploaded file, storing avatars and cover images.
export { deleteCoverImage, IMAGE_TOO_LARGE, isStoredCover, storeCoverImage } from './cover-image';
export { readUploadedFile, type UploadedFile } from './uploaded-file';
export { AVATAR_TOO_LARGE, deleteAvatars, NOT_AN_IMAGE, storeAvatar } from './uploads.service';
