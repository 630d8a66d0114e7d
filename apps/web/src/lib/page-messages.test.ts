import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { loadFrameI18n, loadPageMessages } from './page-messages';

// As the build names them in index.html (split-messages.ts): each language's first file, which
// holds the frame's messages and names each page's file.
function pageNames(files: Record<string, string>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'lineup-messages';
  element.textContent = JSON.stringify(files);
  document.head.append(element);
}

afterEach(() => document.getElementById('lineup-messages')?.remove());

describe("a language's messages, a page at a time", () => {
  it('reads the frame’s messages first, and a page’s when it opens, once', async () => {
    pageNames({ nl: '/assets/messages/nl-1.json' });
    let eventsAsked = 0;
    server.use(
      http.get('/assets/messages/nl-1.json', () =>
        HttpResponse.json({
          messages: { menu: ['Hoofdmenu'] },
          pages: { events: '/assets/messages/nl-events-1.json' },
        }),
      ),
      http.get('/assets/messages/nl-events-1.json', () => {
        eventsAsked += 1;
        return HttpResponse.json({ filters: ['Filters'], going: ['Ik ga'] });
      }),
    );
    const i18n = await loadFrameI18n('nl');
    expect(i18n.locale).toBe('nl');
    expect(i18n._('menu')).toBe('Hoofdmenu');
    expect(i18n._('going')).toBe('going');

    await loadPageMessages('events');
    await loadPageMessages('events');
    await loadPageMessages('home');
    expect(i18n._('going')).toBe('Ik ga');
    expect(i18n._('menu')).toBe('Hoofdmenu');
    expect(eventsAsked).toBe(1);
  });

  it('leaves a page’s own words in English when its file cannot be had, and asks again next time', async () => {
    pageNames({ nl: '/assets/messages/nl-2.json' });
    let answer = () => HttpResponse.error();
    server.use(
      http.get('/assets/messages/nl-2.json', () =>
        HttpResponse.json({ messages: {}, pages: { home: '/assets/messages/nl-home-2.json' } }),
      ),
      http.get('/assets/messages/nl-home-2.json', () => answer()),
    );
    const i18n = await loadFrameI18n('nl');
    await loadPageMessages('home');
    expect(i18n._({ id: 'hero', message: 'Find your people' })).toBe('Find your people');
    answer = () => HttpResponse.json({ hero: ['Vind je mensen'] });
    await loadPageMessages('home');
    expect(i18n._({ id: 'hero', message: 'Find your people' })).toBe('Vind je mensen');
  });

  it('downloads nothing for English, whose words are in the code', async () => {
    pageNames({ nl: '/assets/messages/nl-3.json' });
    const i18n = await loadFrameI18n('en');
    await loadPageMessages('events');
    expect(i18n.locale).toBe('en');
    expect(i18n._({ id: 'going', message: 'Going' })).toBe('Going');
  });
});
