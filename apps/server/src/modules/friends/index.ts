// The friends module's public face: the friendship between two members.
export {
  areFriends,
  endFriendship,
  friendIdsOf,
  friendsWith,
  relationBetween,
  relationOf,
} from './friendship';
