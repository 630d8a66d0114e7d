import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setStandInI18n } from '@/lib/lingui';
import { testI18n } from './i18n';
import { server } from './msw-server';
import { stopRenderedApps } from './render-app';

// Pages load their code as the app does, lazily: on a busy machine that takes longer than
// Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// A part of the app rendered without its providers reads English.
setStandInI18n(testI18n);

// A request no handler answers fails the request (MSW's 'error') and, since the app may
// swallow a failed request into an error state, the test too.
const unhandled = new Set<string>();
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.add(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  stopRenderedApps();
  // Tests of the server's render run without a document.
  if (typeof window !== 'undefined') window.localStorage.clear();
  server.resetHandlers();
  const missed = [...unhandled];
  unhandled.clear();
  if (missed.length > 0) {
    throw new Error(`No handler answered these requests: ${missed.join(', ')}`);
  }
});

afterAll(() => server.close());
