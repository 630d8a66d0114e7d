import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setViewportWidth } from '@/test/render-app';
import { AreaLocationProvider, SELECTED_AREA_STORAGE_KEY } from '../area-location';
import { serveAreas } from '../testing/area-fixtures';
import { AreaSelector } from './area-selector';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

function renderSelector() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AreaLocationProvider>
          <AreaSelector />
        </AreaLocationProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const storedName = () =>
  (
    JSON.parse(window.localStorage.getItem(SELECTED_AREA_STORAGE_KEY) ?? 'null') as {
      name: string;
    } | null
  )?.name ?? null;

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

describe('area picker on a desktop screen (dropdown)', () => {
  it('lists the areas with their counts under "Select Area" and stores the one picked', async () => {
    setViewportWidth(1280);
    serveAreas();
    const user = userEvent.setup();
    renderSelector();

    await user.click(screen.getByRole('button', { name: 'Area: All Areas' }));
    const menu = await screen.findByRole('menu', { name: 'Select Area' });
    expect(within(menu).getByText('Select Area')).toBeInTheDocument();
    const ericeira = await within(menu).findByRole('menuitemradio', { name: /Ericeira/ });
    expect(ericeira).toHaveTextContent('37');
    expect(ericeira).toHaveAccessibleName('Ericeira 37 upcoming events');
    // An area without upcoming events still shows its badge, at 0.
    expect(within(menu).getByRole('menuitemradio', { name: /Zandvoort/ })).toHaveTextContent('0');

    await user.click(ericeira);
    expect(await screen.findByRole('button', { name: 'Area: Ericeira' })).toBeInTheDocument();
    expect(storedName()).toBe('Ericeira');
  });

  it('"Show All" clears the selection', async () => {
    setViewportWidth(1280);
    serveAreas();
    const user = userEvent.setup();
    renderSelector();

    await user.click(screen.getByRole('button', { name: 'Area: All Areas' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Zandvoort/ }));
    await user.click(await screen.findByRole('button', { name: 'Area: Zandvoort' }));
    const menu = await screen.findByRole('menu', { name: 'Select Area' });
    expect(within(menu).getByRole('menuitemradio', { name: /Zandvoort/ })).toBeChecked();

    await user.click(within(menu).getByRole('menuitem', { name: 'Show All' }));
    expect(await screen.findByRole('button', { name: 'Area: All Areas' })).toBeInTheDocument();
    expect(storedName()).toBeNull();
  });
});

describe('area picker on a phone (dialog)', () => {
  it('opens a "Select Area" dialog with count badges and "Show All Areas"', async () => {
    setViewportWidth(375);
    serveAreas();
    const user = userEvent.setup();
    renderSelector();

    await user.click(screen.getByRole('button', { name: 'Area: All Areas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Area' });
    const zandvoort = await within(dialog).findByRole('button', { name: /Zandvoort/ });
    expect(zandvoort).toHaveTextContent('0');
    expect(within(dialog).getByRole('button', { name: /Ericeira/ })).toHaveTextContent('37');

    await user.click(zandvoort);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Area: Zandvoort' })).toBeInTheDocument();
    expect(storedName()).toBe('Zandvoort');

    await user.click(screen.getByRole('button', { name: 'Area: Zandvoort' }));
    const again = await screen.findByRole('dialog', { name: 'Select Area' });
    expect(within(again).getByRole('button', { name: /Zandvoort/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(again).getByRole('button', { name: 'Show All Areas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Area: All Areas' })).toBeInTheDocument();
    expect(storedName()).toBeNull();
  });

  it('says so when the areas cannot be loaded', async () => {
    setViewportWidth(375);
    serveAreas('fail');
    const user = userEvent.setup();
    renderSelector();
    await user.click(screen.getByRole('button', { name: 'Area: All Areas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Area' });
    expect(
      await within(dialog).findByText('Areas could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
