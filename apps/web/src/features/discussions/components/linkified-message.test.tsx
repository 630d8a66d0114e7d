import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedMessage, splitMessage } from './linkified-message';

describe('links in a message', () => {
  it('makes http(s) and www. addresses links that open apart and pass no credit', () => {
    render(
      <p>
        <LinkifiedMessage text="Tide table: https://example.com/tides?day=1, map at www.example.org/map." />
      </p>,
    );
    const tides = screen.getByRole('link', { name: 'https://example.com/tides?day=1' });
    expect(tides).toHaveAttribute('href', 'https://example.com/tides?day=1');
    expect(tides).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(tides).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'www.example.org/map' })).toHaveAttribute(
      'href',
      'https://www.example.org/map',
    );
  });

  it('leaves javascript:, other schemes, bare domains and markup as text', () => {
    const text =
      '<img src=x onerror=alert(1)> javascript:alert(1) <b>bold</b> data:text/html,hi ftp://x.org mailto:a@b.co example.com';
    const { container } = render(
      <p>
        <LinkifiedMessage text={text} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('keeps the address whole and the words around it as they were', () => {
    expect(splitMessage('(see https://en.wikipedia.org/wiki/Reef_(surf))')).toEqual([
      { type: 'text', value: '(see ' },
      {
        type: 'link',
        value: 'https://en.wikipedia.org/wiki/Reef_(surf)',
        href: 'https://en.wikipedia.org/wiki/Reef_(surf)',
      },
      { type: 'text', value: ')' },
    ]);
  });
});
