import { testI18n } from '@/test/i18n';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderTimeProvider, useNow } from './render-time';
import { relativeDay } from './zoned-time';

// A session in Colombo at 18:00 on 27 November, read at 23:59:50 on the 26th there (the server's
// render) and again at 00:00:20 on the 27th (the browser's hydration).
const START = '2026-11-27T18:00:00+05:30';
const RENDERED_AT = Date.parse('2026-11-26T18:29:50Z');
const HYDRATED_AT = Date.parse('2026-11-26T18:30:20Z');

function SessionDay() {
  return <p>{relativeDay(testI18n, START, 'Asia/Colombo', useNow())}</p>;
}

async function renderThenHydrate(renderedAt: number | null) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(RENDERED_AT);
  const page = (at: number | null) => (
    <RenderTimeProvider renderedAt={at}>
      <SessionDay />
    </RenderTimeProvider>
  );
  const html = renderToString(page(RENDERED_AT));
  const container = document.createElement('div');
  container.innerHTML = html;
  vi.setSystemTime(HYDRATED_AT);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(renderedAt), { onRecoverableError: (error) => errors.push(error) });
  });
  return { html, errors, text: container.textContent };
}

describe('useNow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hydrates a page made just before midnight with the server's day, then shows the browser's", async () => {
    const { html, errors, text } = await renderThenHydrate(RENDERED_AT);
    expect(html).toContain('Tomorrow');
    expect(errors).toEqual([]);
    expect(text).toBe('Today');
  });

  it('without the moment of the render, React throws the server HTML away', async () => {
    const { errors, text } = await renderThenHydrate(null);
    expect(errors).toHaveLength(1);
    expect(text).toBe('Today');
  });

  it("keeps the server's moment while the minute lasts, then moves on with the browser's clock", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(RENDERED_AT);
    const page = (
      <RenderTimeProvider renderedAt={RENDERED_AT}>
        <SessionDay />
      </RenderTimeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    vi.setSystemTime(RENDERED_AT + 5_000); // 23:59:55 in Colombo
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.textContent).toBe('Tomorrow');

    await act(async () => {
      vi.advanceTimersByTime(5_000); // midnight
    });
    expect(container.textContent).toBe('Today');
  });
});
