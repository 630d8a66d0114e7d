import { AreaSelector } from '@/features/areas/components/area-selector';

/** Where the area picker sits in the header (docs/product.md §2 "Area picker"). */
export function AreaSelectorSlot({ className }: { className?: string }) {
  return <AreaSelector className={className} />;
}
