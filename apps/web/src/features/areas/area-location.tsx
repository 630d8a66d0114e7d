import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useAreas, type Area } from './api/areas-query';

/** docs/product.md §3 "Selected area": the full area object, kept in the browser under this key. */
export const SELECTED_AREA_STORAGE_KEY = 'lineup_selected_area';
/** docs/product.md §4: what the picker and the pages say when no area is selected. */
export const ALL_AREAS_LABEL = msg`All Areas`;

export type AreaLocationState = {
  /** The area lists are filtered by, or `null` for "All Areas". */
  selectedArea: Area | null;
  /** The visitor chose to see every area (docs/product.md §4 "browse-all mode"). */
  isBrowsingAll: boolean;
  /**
   * A saved area is shown while the active list loads, but it is only confirmed (restored)
   * once its id is found in that list.
   */
  isRestoring: boolean;
  /** The selected area's name, or "All Areas". */
  label: string;
  selectArea: (area: Area) => void;
  clearArea: () => void;
  setBrowseAll: (browseAll: boolean) => void;
};

const AreaLocationContext = createContext<AreaLocationState | null>(null);

function isStoredArea(value: unknown): value is Area {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_AREA_STORAGE_KEY);
  } catch {
    // Storage blocked: start from "All Areas".
    return null;
  }
}

function parseStoredArea(raw: string | null): Area | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredArea(parsed) ? parsed : null;
  } catch {
    // A value some other version wrote: start from "All Areas".
    return null;
  }
}

/**
 * The stored area as a store React reads (`useSyncExternalStore`): the same object for as long
 * as the stored text stays the same, whoever wrote it (this tab, another tab). A page rendered
 * on the server knows no stored area, so hydration starts from "All Areas" and then shows the
 * visitor's.
 */
let lastRead: { raw: string | null; area: Area | null } = { raw: null, area: null };
const listeners = new Set<() => void>();

/** The stored area, also read outside React: a page's loader asks for that area's lists. */
export function storedArea(): Area | null {
  const raw = readStoredText();
  if (raw !== lastRead.raw) lastRead = { raw, area: parseStoredArea(raw) };
  return lastRead.area;
}

function writeStoredArea(area: Area | null) {
  try {
    if (area) window.localStorage.setItem(SELECTED_AREA_STORAGE_KEY, JSON.stringify(area));
    else window.localStorage.removeItem(SELECTED_AREA_STORAGE_KEY);
  } catch {
    // Private mode with storage off: the choice lasts until the tab closes.
    lastRead = { raw: readStoredText(), area };
  }
  for (const listener of listeners) listener();
}

function subscribeToStoredArea(listener: () => void) {
  // Another tab picked an area: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_AREA_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noStoredArea = () => null;

/**
 * Holds the visitor's area (docs/product.md §4 "Area selection"): none selected means "All Areas";
 * selecting stores the area and ends browse-all mode; clearing removes it and turns browse-all
 * on; turning browse-all on clears the selection; a saved area comes back on the next visit only
 * while its id is still in the active areas list.
 */
export function AreaLocationProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const stored = useSyncExternalStore(subscribeToStoredArea, storedArea, noStoredArea);
  const [isBrowsingAll, setIsBrowsingAll] = useState(false);
  // Only a saved area needs the list (to be confirmed); the picker loads it when opened.
  const areas = useAreas({ enabled: stored !== null });

  const activeMatch =
    stored && areas.data ? (areas.data.find((area) => area.id === stored.id) ?? null) : undefined;
  // `undefined` while the list is not there: the saved area stands in until it is checked.
  const selectedArea = activeMatch === undefined ? stored : activeMatch;
  const isRestoring = stored !== null && activeMatch === undefined && !areas.isError;

  useEffect(() => {
    if (activeMatch === undefined || !stored) return;
    // No longer active (or gone): forget it rather than filter by a hidden area. Otherwise keep
    // the stored copy current (a renamed area, new counts).
    if (activeMatch === null) writeStoredArea(null);
    else if (JSON.stringify(activeMatch) !== JSON.stringify(stored)) writeStoredArea(activeMatch);
  }, [activeMatch, stored]);

  const selectArea = useCallback((area: Area) => {
    writeStoredArea(area);
    setIsBrowsingAll(false);
  }, []);

  const clearArea = useCallback(() => {
    writeStoredArea(null);
    setIsBrowsingAll(true);
  }, []);

  const setBrowseAll = useCallback((browseAll: boolean) => {
    setIsBrowsingAll(browseAll);
    if (browseAll) writeStoredArea(null);
  }, []);

  const value = useMemo<AreaLocationState>(
    () => ({
      selectedArea,
      isBrowsingAll,
      isRestoring,
      label: selectedArea?.name ?? i18n._(ALL_AREAS_LABEL),
      selectArea,
      clearArea,
      setBrowseAll,
    }),
    [selectedArea, isBrowsingAll, isRestoring, selectArea, clearArea, setBrowseAll, i18n],
  );

  return <AreaLocationContext value={value}>{children}</AreaLocationContext>;
}

export function useAreaLocation(): AreaLocationState {
  const context = useContext(AreaLocationContext);
  // docs/product.md §8: the exact message when area state is read outside its provider.
  if (!context) throw new Error('useAreaLocation must be used within an AreaLocationProvider');
  return context;
}
