import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, TOAST_DUPLICATE_WINDOW_MS, TOAST_LIMIT } from './toast';
import { ToasterSlot } from './toaster-slot';

describe('toast', () => {
  beforeEach(() => {
    // Only the clock is faked: the duplicate rule reads the time, the toaster's own timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    toast.reset();
    render(<ToasterSlot />);
  });

  afterEach(() => {
    toast.reset();
    vi.useRealTimers();
  });

  it('shows a toast with its title and description', async () => {
    act(() => void toast({ title: 'Check your email', description: 'We sent you a link.' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText('We sent you a link.')).toBeInTheDocument();
  });

  it('suppresses the same text within 2 seconds of the previous toast', async () => {
    let first: ReturnType<typeof toast> = null;
    act(() => void (first = toast({ title: 'Saved', description: 'Your plan is live.' })));
    await screen.findByText('Your plan is live.');
    expect(first).not.toBeNull();

    vi.advanceTimersByTime(TOAST_DUPLICATE_WINDOW_MS - 1);
    let second: ReturnType<typeof toast> = 'not called';
    act(() => void (second = toast({ title: 'Saved', description: 'Your plan is live.' })));
    expect(second).toBeNull();
    expect(screen.getAllByText('Your plan is live.')).toHaveLength(1);

    vi.advanceTimersByTime(1);
    act(() => void toast({ title: 'Saved', description: 'Your plan is live.' }));
    await vi.waitFor(() => expect(screen.getAllByText('Your plan is live.')).toHaveLength(2));
  });

  it('shows a different text at once, and the earlier text again after another toast', async () => {
    act(() => void toast.success('Going'));
    act(() => void toast.info('Almost full'));
    expect(await screen.findByText('Almost full')).toBeInTheDocument();
    // The rule compares with the previous toast only.
    act(() => void toast.success('Going'));
    await vi.waitFor(() => expect(screen.getAllByText('Going')).toHaveLength(2));
  });

  it(`keeps at most ${TOAST_LIMIT}, newest first`, async () => {
    act(() => {
      for (let index = 1; index <= TOAST_LIMIT + 2; index += 1) toast({ title: `Toast ${index}` });
    });
    await screen.findByText(`Toast ${TOAST_LIMIT + 2}`);
    await vi.waitFor(() => {
      const titles = [
        ...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"]) [data-title]'),
      ].map((node) => node.textContent);
      expect(titles).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
    });
  });
});
