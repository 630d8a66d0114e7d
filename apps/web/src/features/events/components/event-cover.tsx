import type { EventCategory } from '@lineup/contracts';
import { cn } from '@/lib/cn';
import { categoryStyle } from '../lib/category-style';

const aspects = { video: 'aspect-video', wide: 'aspect-[40/21]' };

type EventCoverProps = {
  imageUrl: string | null;
  category: EventCategory;
  /** Intrinsic size of the picture, so nothing moves when it arrives. */
  width: number;
  height: number;
  /** The slot's shape: 16:9 on cards, 1200×630 (the sharing image's) on the event page. */
  aspect?: keyof typeof aspects;
  /** The first screenful's picture loads at once; the rest wait until they are near. */
  priority?: boolean;
  className?: string;
};

/** The event's picture, or its category's colour and icon when it has none. */
export function EventCover({
  imageUrl,
  category,
  width,
  height,
  aspect = 'video',
  priority = false,
  className,
}: EventCoverProps) {
  const style = categoryStyle(category);
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn('block w-full bg-sand-200 object-cover', aspects[aspect], className)}
      />
    );
  }
  const Icon = style.icon;
  return (
    <div
      aria-hidden="true"
      data-category={category}
      className={cn(
        'relative flex w-full items-center justify-center overflow-hidden bg-linear-to-br',
        aspects[aspect],
        style.art,
        className,
      )}
    >
      <svg
        viewBox="0 0 400 80"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-1/3 w-full text-white/15"
      >
        <path
          fill="currentColor"
          d="M0 40c40 0 60-16 100-16s60 16 100 16 60-16 100-16 60 16 100 16v40H0z"
        />
      </svg>
      <Icon className="relative size-1/4 max-h-16 max-w-16 opacity-90" strokeWidth={1.5} />
    </div>
  );
}
