import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** docs/product.md §9: scrollbars fade 600 ms after scrolling stops. */
export const SCROLL_AREA_HIDE_DELAY_MS = 600;

type ScrollAreaProps = ComponentProps<typeof ScrollAreaPrimitive.Root> & {
  /** Class names for the scrolling viewport, e.g. a `max-h-*`. */
  viewportClassName?: string;
};

export function ScrollArea({ className, viewportClassName, children, ...props }: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      type="scroll"
      scrollHideDelay={SCROLL_AREA_HIDE_DELAY_MS}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      {/* The native scrollbar is hidden here, not by Radix's run-time <style> (csp-styles.ts). */}
      <ScrollAreaPrimitive.Viewport
        className={cn(
          'size-full rounded-[inherit] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          viewportClassName,
        )}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar
        orientation="vertical"
        className="flex w-2.5 touch-none p-0.5 transition-opacity select-none data-[state=hidden]:opacity-0"
      >
        <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-ocean-900/25" />
      </ScrollAreaPrimitive.Scrollbar>
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}
