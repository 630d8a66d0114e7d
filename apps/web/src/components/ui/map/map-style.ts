import { api } from '@/lib/api-client';

// The style is configuration (`MAP_STYLE_URL` on the server, docs/deploy.md), asked for once
// when the first map is shown.

let styles: Promise<{ light: string; dark: string }> | undefined;

/** Dark as the page shows it: the theme picked on the device, else the system's. */
function pageIsDark(): boolean {
  const picked = document.documentElement.dataset.theme;
  if (picked === 'dark' || picked === 'light') return picked === 'dark';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** The style URL for the page's theme. */
export async function mapStyleUrl(): Promise<string> {
  styles ??= api.GET('/map-style').catch((error: unknown) => {
    styles = undefined; // asked again by the next map
    throw error;
  });
  const { light, dark } = await styles;
  return pageIsDark() ? dark : light;
}
