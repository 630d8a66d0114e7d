import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTheme } from '@/lib/theme';
import { ThemeSwitch } from './theme-switch';

const meta = (attributes: Record<string, string>) => {
  const element = document.createElement('meta');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
};

let light: HTMLMetaElement, dark: HTMLMetaElement, scheme: HTMLMetaElement;
beforeEach(() => {
  // index.html's tags, which the browser's bar and its own controls read.
  light = meta({
    name: 'theme-color',
    content: '#175e61',
    media: '(prefers-color-scheme: light)',
  });
  dark = meta({ name: 'theme-color', content: '#171613', media: '(prefers-color-scheme: dark)' });
  scheme = meta({ name: 'color-scheme', content: 'light dark' });
});
afterEach(() => {
  act(() => setTheme('system'));
  document.head.replaceChildren();
});

describe('ThemeSwitch', () => {
  it('offers System, Light and Dark, System until a person picks one', () => {
    render(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['System', 'Light', 'Dark']);
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('puts the pick on the page at once, and remembers it on this device', async () => {
    render(<ThemeSwitch />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('lineup_theme')).toBe('dark');
    // The browser's bar and its own controls follow the pick, whatever the system says.
    expect([light.content, dark.content]).toEqual(['#171613', '#171613']);
    expect(scheme.content).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect([light.content, dark.content]).toEqual(['#175e61', '#175e61']);

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(window.localStorage.getItem('lineup_theme')).toBeNull();
    expect([light.content, dark.content]).toEqual(['#175e61', '#171613']);
    expect(scheme.content).toBe('light dark');
  });

  it('shows the stored pick, and every switch on screen follows a change', async () => {
    window.localStorage.setItem('lineup_theme', 'light');
    render(
      <>
        <ThemeSwitch />
        <ThemeSwitch tone="footer" />
      </>,
    );
    const [first, second] = screen.getAllByRole('radio', { name: 'Light' });
    expect(first).toBeChecked();
    expect(second).toBeChecked();
    await userEvent.click(screen.getAllByRole('radio', { name: 'Dark' })[0]!);
    expect(screen.getAllByRole('radio', { name: 'Dark' })[1]).toBeChecked();
  });

  it('follows a pick made in another tab', () => {
    render(<ThemeSwitch />);
    act(() => {
      window.localStorage.setItem('lineup_theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'lineup_theme', newValue: 'dark' }));
    });
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('renders as System on the server, the same for every visitor', () => {
    window.localStorage.setItem('lineup_theme', 'dark');
    const html = renderToString(<ThemeSwitch />);
    expect(html).toMatch(/checked="" value="system"/);
    expect(html).not.toMatch(/checked="" value="dark"/);
  });
});
