import type { MyStay } from '@lineup/contracts';

/** Where a stay is, as a line: "Peniche · Baleal", or "Peniche" without a town. */
export const stayPlace = (stay: Pick<MyStay, 'area' | 'city'>) =>
  stay.city && stay.city.name !== stay.area.name
    ? `${stay.area.name} · ${stay.city.name}`
    : stay.area.name;
