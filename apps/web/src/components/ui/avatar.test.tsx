import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('avatar', () => {
  it('falls back to initials, or ? without a name', () => {
    expect(initialsOf('Inês Carvalho')).toBe('IC');
    expect(initialsOf('daan de vries')).toBe('DV');
    expect(initialsOf('surf_kai')).toBe('SK');
    expect(initialsOf('nuwan')).toBe('N');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });

  it('shows the initials when there is no photo', () => {
    render(<Avatar name="Inês Carvalho" />);
    expect(screen.getByRole('img', { name: 'Inês Carvalho' })).toHaveTextContent('IC');
  });

  it("puts the photo in the server's HTML, for the browser to fetch before any script runs", () => {
    const html = renderToString(
      <Avatar name="Inês Carvalho" src="/uploads/avatars/ines-256.webp" />,
    );
    expect(html).toMatch(/<img src="\/uploads\/avatars\/ines-256\.webp" alt="Inês Carvalho"/);
    expect(html).not.toContain('IC');
  });

  it('shows the initials when the photo does not load, and tries a new photo again', () => {
    const { rerender } = render(<Avatar name="Inês Carvalho" src="/uploads/gone.webp" />);
    fireEvent.error(screen.getByRole('img', { name: 'Inês Carvalho' }));
    expect(screen.getByRole('img', { name: 'Inês Carvalho' })).toHaveTextContent('IC');

    rerender(<Avatar name="Inês Carvalho" src="/uploads/new.webp" />);
    expect(screen.getByRole('img', { name: 'Inês Carvalho' })).toHaveAttribute(
      'src',
      '/uploads/new.webp',
    );
  });
});
