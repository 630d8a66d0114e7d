/**
 * Endpoints where WHATWG `URL` (which the allow-list once read) and Node's legacy `url.parse`
 * (which web-push connects with) may read different hosts, or that name no plain host name:
 * each must be refused, or a member could make the server connect wherever they like.
 */
export const PARSER_DIFFERENCES = [
  "https://127.0.0.77'.fcm.googleapis.com/x",
  'https://127.0.0.77;.fcm.googleapis.com/x',
  'https://127.0.0.77{.fcm.googleapis.com/x',
  'https://127.0.0.77}.fcm.googleapis.com/x',
  'https://127.0.0.77".fcm.googleapis.com/x',
  'https://127.0.0.77`.fcm.googleapis.com/x',
  'https://127.0.0.77%21.fcm.googleapis.com/x',
  'https://127.0.0.77\\.fcm.googleapis.com/x',
  'https://127.0.0.77\\@fcm.googleapis.com/x',
  'https://fcm.googleapis.com\\@127.0.0.77/x',
  'https://127.0.0.77@fcm.googleapis.com/x',
  'https://user:secret@fcm.googleapis.com/x',
  'https://[::1]/fcm.googleapis.com',
  'https://[::ffff:7f00:4d].fcm.googleapis.com/x',
  'https://fcm.googleapis.com:8443/x',
  'https://fcm.googleapis.com:443/x',
  'https://fcm.googleapis.com%2f127.0.0.77/x',
  'https://fcm.googleapis.com./x',
  ' https://fcm.googleapis.com/x',
  'HTTPS://fcm.googleapis.com/x',
  'https:fcm.googleapis.com/x',
  'https:/\\127.0.0.77/.fcm.googleapis.com',
  'https://fcm.googleapis.com/x\\@127.0.0.77',
  'https://fcm.googleapis.com/x#fragment',
];
