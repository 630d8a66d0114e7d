import { QueryClientProvider } from '@tanstack/react-query';
import { act, configure, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AreaLocationProvider, SELECTED_AREA_STORAGE_KEY, useAreaLocation } from './area-location';
import { buildAreas, serveAreas } from './testing/area-fixtures';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AreaLocationProvider>{children}</AreaLocationProvider>
    </QueryClientProvider>
  );
}

const stored = () => window.localStorage.getItem(SELECTED_AREA_STORAGE_KEY);

afterEach(() => vi.unstubAllGlobals());

describe('useAreaLocation', () => {
  it('refuses to work outside its provider, with the spec message', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAreaLocation())).toThrow(
      'useAreaLocation must be used within an AreaLocationProvider',
    );
    quiet.mockRestore();
  });

  it('starts at "All Areas" with nothing stored and asks the server for nothing', () => {
    const calls = serveAreas();
    const { result } = renderHook(() => useAreaLocation(), { wrapper });
    expect(result.current.selectedArea).toBeNull();
    expect(result.current.label).toBe('All Areas');
    expect(calls).toEqual([]);
  });

  it('stores the full area when one is selected and leaves browse-all mode', () => {
    serveAreas();
    const [ericeira] = buildAreas();
    const { result } = renderHook(() => useAreaLocation(), { wrapper });
    act(() => result.current.setBrowseAll(true));
    expect(result.current.isBrowsingAll).toBe(true);

    act(() => result.current.selectArea(ericeira!));
    expect(result.current.selectedArea).toEqual(ericeira);
    expect(result.current.label).toBe('Ericeira');
    expect(result.current.isBrowsingAll).toBe(false);
    expect(JSON.parse(stored()!)).toEqual(ericeira);
  });

  it('clearing removes the stored area and turns browse-all on', () => {
    serveAreas();
    const [ericeira] = buildAreas();
    const { result } = renderHook(() => useAreaLocation(), { wrapper });
    act(() => result.current.selectArea(ericeira!));
    act(() => result.current.clearArea());
    expect(stored()).toBeNull();
    expect(result.current.selectedArea).toBeNull();
    expect(result.current.label).toBe('All Areas');
    expect(result.current.isBrowsingAll).toBe(true);
  });

  it('turning browse-all on clears the selection', () => {
    serveAreas();
    const [ericeira] = buildAreas();
    const { result } = renderHook(() => useAreaLocation(), { wrapper });
    act(() => result.current.selectArea(ericeira!));
    act(() => result.current.setBrowseAll(true));
    expect(result.current.selectedArea).toBeNull();
    expect(stored()).toBeNull();
  });

  it('restores a saved area once the active list still has its id, with fresh figures', async () => {
    const areas = buildAreas();
    const saved = { ...areas[0]!, upcomingEventCount: 2 };
    window.localStorage.setItem(SELECTED_AREA_STORAGE_KEY, JSON.stringify(saved));
    const calls = serveAreas(areas);

    const { result } = renderHook(() => useAreaLocation(), { wrapper });
    // The saved name shows at once (no jump in the header) while it is being checked.
    expect(result.current.label).toBe('Ericeira');
    expect(result.current.isRestoring).toBe(true);

    await waitFor(() => expect(result.current.isRestoring).toBe(false));
    expect(calls).toEqual(['/api/areas']);
    expect(result.current.selectedArea).toEqual(areas[0]);
    expect(JSON.parse(stored()!)).toEqual(areas[0]);
  });

  it('does not restore a saved area that is no longer active, and forgets it', async () => {
    const [ericeira, zandvoort] = buildAreas();
    window.localStorage.setItem(SELECTED_AREA_STORAGE_KEY, JSON.stringify(ericeira));
    serveAreas([zandvoort!]);

    const { result } = renderHook(() => useAreaLocation(), { wrapper });
    await waitFor(() => expect(result.current.isRestoring).toBe(false));
    expect(result.current.selectedArea).toBeNull();
    expect(result.current.label).toBe('All Areas');
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('ignores a stored value that is not an area', () => {
    window.localStorage.setItem(SELECTED_AREA_STORAGE_KEY, '{"oops":');
    const calls = serveAreas();
    const { result } = renderHook(() => useAreaLocation(), { wrapper });
    expect(result.current.selectedArea).toBeNull();
    expect(calls).toEqual([]);
  });
});
