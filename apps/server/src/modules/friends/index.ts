// The friends module's public face: the friendship between two members.
export { areFriends, relationBetween } from './friendship';
