// The friends module's public face: the friendship between two members.
export { areFriends, endFriendship, friendsWith, relationBetween, relationOf } from './friendship';
