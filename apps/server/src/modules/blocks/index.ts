// The blocks module's public face: whether two members blocked each other, for every module
// that shows one member's things to another.
export { blockedEitherWay, hasBlocked, notBlocked } from './blocking';
