import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts (no tailwind-merge: that would
 * add 9 KB to the first load), so a component's `className` is for placement — margins,
 * width, grid/flex position, responsive variants — and a different look is a new variant.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
