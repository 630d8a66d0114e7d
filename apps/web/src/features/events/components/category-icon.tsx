import type { EventCategory } from '@lineup/contracts';

/**
 * A category's icon, drawn like Lucide's from the sprite in public/category-icons.svg
 * (scripts/make-category-icons.mjs): the drawings arrive as one small cached file, not in the
 * first load's JavaScript.
 */
export function CategoryIcon({
  category,
  className,
  strokeWidth = 2,
}: {
  category: EventCategory;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-category-icon={category}
      className={className}
    >
      <use href={`/category-icons.svg#${category}`} />
    </svg>
  );
}
