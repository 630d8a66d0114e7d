// The blocking module's public face: whether two members blocked each other, for every module
// that shows one member's things to another. It reads `member_blocks` and imports no module, so
// every module may use it; making and lifting blocks is the `blocks` module's.
export { blockedEitherWay, hasBlocked, notBlocked } from './blocking';
