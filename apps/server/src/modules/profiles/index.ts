// The profiles module's public face: every account gets a profile.
export { createProfileForUser, toProfile } from './profiles.service';
