import { EVENT_IMAGE_SIZES, eventImageUrl, type EventCategory } from '@lineup/contracts';
import { cn } from '@/lib/cn';
import { categoryStyle } from '../lib/category-style';
import { CategoryIcon } from './category-icon';

const aspects = { video: 'aspect-video', wide: 'aspect-[40/21]' };

type EventCoverProps = {
  imageUrl: string | null;
  category: EventCategory;
  /** Intrinsic size of the picture, so nothing moves when it arrives. */
  width: number;
  height: number;
  /** The slot's shape: 16:9 on cards, 1200×630 (the sharing image's) on the event page. */
  aspect?: keyof typeof aspects;
  /**
   * How wide the slot is at each breakpoint (the `sizes` attribute), so a phone picks the card
   * size and a wide screen the hero size. Without it only the card size is offered.
   */
  sizes?: string;
  /** The first screenful's picture loads at once; the rest wait until they are near. */
  priority?: boolean;
  className?: string;
};

/**
 * Both stored sizes of a cover with their widths (an upload's, or a demo picture's in
 * public/demo-pictures), or undefined for a picture that has one size only (a link to an image
 * elsewhere).
 */
function srcSetOf(imageUrl: string): string | undefined {
  const card = eventImageUrl(imageUrl, 'card');
  const hero = eventImageUrl(imageUrl, 'hero');
  if (card === hero) return undefined;
  return `${card} ${EVENT_IMAGE_SIZES.card.width}w, ${hero} ${EVENT_IMAGE_SIZES.hero.width}w`;
}

/** The event's picture, or its category's colour and icon when it has none. */
export function EventCover({
  imageUrl,
  category,
  width,
  height,
  aspect = 'video',
  sizes,
  priority = false,
  className,
}: EventCoverProps) {
  const style = categoryStyle(category);
  if (imageUrl) {
    const srcSet = sizes ? srcSetOf(imageUrl) : undefined;
    return (
      <img
        src={eventImageUrl(imageUrl, 'card')}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
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
      <CategoryIcon
        category={category}
        className="relative size-1/4 max-h-16 max-w-16 opacity-90"
        strokeWidth={1.5}
      />
    </div>
  );
}
