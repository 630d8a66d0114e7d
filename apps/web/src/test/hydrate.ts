import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `onServer` to HTML, as the server does, then hydrates that HTML with `inBrowser`, as
 * the browser does: the errors React recovered from (a mismatch throws the server's HTML away)
 * and the container, to read what the page shows after.
 */
export async function renderThenHydrate(onServer: ReactNode, inBrowser: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(onServer);
  const html = container.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, inBrowser, { onRecoverableError: (error) => errors.push(error) });
  });
  return { html, errors, container };
}
