// The uploads module's public face: reading an uploaded file and storing avatars.
export { readUploadedFile } from './uploaded-file';
export { AVATAR_TOO_LARGE, deleteAvatars, NOT_AN_IMAGE, storeAvatar } from './uploads.service';
