import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, splitLinks } from './linkified-text';

describe('descriptions with links', () => {
  it('makes web addresses clickable and leaves the sentence around them as text', () => {
    render(
      <p>
        <LinkifiedText text="Tickets at https://example.com/tickets. Map: www.example.org/map, see you!" />
      </p>,
    );
    const tickets = screen.getByRole('link', { name: 'https://example.com/tickets' });
    expect(tickets).toHaveAttribute('href', 'https://example.com/tickets');
    expect(tickets).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getByRole('link', { name: 'www.example.org/map' })).toHaveAttribute(
      'href',
      'https://www.example.org/map',
    );
    expect(screen.getByText(/see you!/)).toBeInTheDocument();
  });

  it('never turns markup or other schemes into elements or links', () => {
    const { container } = render(
      <p>
        <LinkifiedText text={'<img src=x onerror=alert(1)> javascript:alert(1) <b>bold</b>'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe(
      '<img src=x onerror=alert(1)> javascript:alert(1) <b>bold</b>',
    );
  });

  it('keeps a closing bracket that is part of the address', () => {
    expect(splitLinks('(see https://en.wikipedia.org/wiki/Reef_(surf))')).toEqual([
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
