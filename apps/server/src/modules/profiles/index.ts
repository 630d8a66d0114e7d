// The profiles module's public face: every account gets a profile.
export { createProfileForUser, saveLocale, toProfile } from './profiles.service';
