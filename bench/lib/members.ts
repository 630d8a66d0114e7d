/**
 * Signed-in members for a bench: `count` members of the running server (signed up the first
 * time, signed in afterwards), each going to one of `eventIds` in turn. The server must run
 * with `EMAIL_VERIFICATION=false` and an auth rate limit that lets that many sign in.
 */
export async function signInMembers(
  url: string,
  count: number,
  eventIds: readonly string[],
): Promise<string[]> {
  const cookies: string[] = new Array<string>(count);
  const password = 'bench-reader-low-tide-42';
  const one = async (index: number) => {
    const email = `bench-reader-${index}@example.com`;
    const post = (path: string, body: unknown) =>
      again(() =>
        fetch(url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify(body),
        }),
      );
    let response = await post('/api/auth/sign-in/email', { email, password });
    if (response.status === 401) {
      response = await post('/api/auth/sign-up/email', { email, password, name: '' });
    }
    if (!response.ok)
      throw new Error(`member ${index}: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const eventId = eventIds[index % eventIds.length]!;
    const rsvp = await again(() =>
      fetch(`${url}/api/events/${eventId}/rsvp`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: url, cookie },
        body: JSON.stringify({ status: 'going' }),
      }),
    );
    // A full event says so; the member still reads as a member.
    if (!rsvp.ok && rsvp.status !== 409) throw new Error(`RSVP ${index}: ${rsvp.status}`);
    cookies[index] = cookie;
  };
  // A few at a time: password hashing is the slow part, and the server has two cores.
  for (let start = 0; start < count; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, (_, offset) => one(start + offset)),
    );
  }
  return cookies;
}

/**
 * A request sent again when its connection broke before an answer (a kept-alive connection the
 * server closed just then, after a load run): signing up twice answers "already exists", which
 * the sign-in before it covers.
 */
async function again(send: () => Promise<Response>, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
