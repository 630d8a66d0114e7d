import { render, screen } from '@testing-library/react';
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
});
