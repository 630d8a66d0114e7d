import { describe, expect, it } from 'vitest';
import { pushMessages, pushServiceUrl, PushSubscriptionRequest } from './push';

// The server posts to whatever endpoint is stored, so this is what keeps a member from making
// it send requests anywhere else (docs/security.md).
describe('a push endpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b-xyz',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA_b-c',
    'https://web.push.apple.com/QGuQyavXutnMH8fxE',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2fabc',
    'https://FCM.googleapis.com/fcm/send/abc',
  ])('%s is a push service', (endpoint) => {
    expect(pushServiceUrl(endpoint)?.protocol).toBe('https:');
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another host', 'https://evil.example/fcm/send/abc'],
    ['a look-alike ending', 'https://fcm.googleapis.com.evil.example/x'],
    ['a look-alike beginning', 'https://evilfcm.googleapis.com/x'],
    ['a port', 'https://fcm.googleapis.com:8443/x'],
    ['user-info', 'https://user@fcm.googleapis.com/x'],
    ['user-info hiding the host', 'https://fcm.googleapis.com@evil.example/x'],
    ['an IP address', 'https://127.0.0.1/x'],
    ['a backslash', 'https://fcm.googleapis.com\\@evil.example/x'],
    ['an escaped host', 'https://fcm%2egoogleapis.com/x'],
    ['a fragment', 'https://fcm.googleapis.com/x#y'],
    ['a quote', "https://fcm.googleapis.com/x'y"],
    ['nothing', ''],
  ])('%s is refused: %s', (_case, endpoint) => {
    expect(pushServiceUrl(endpoint)).toBeNull();
  });

  it('keeps the address the server will post to, as the browser would write it', () => {
    expect(pushServiceUrl('https://FCM.googleapis.com/fcm/send/abc')?.href).toBe(
      'https://fcm.googleapis.com/fcm/send/abc',
    );
  });

  it("tells the member their browser's service is not one Lineup sends to", () => {
    const result = PushSubscriptionRequest.safeParse({
      endpoint: 'https://evil.example/x',
      keys: { p256dh: 'BNc', auth: 'tBH' },
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      pushMessages.badEndpoint,
    ]);
  });
});
