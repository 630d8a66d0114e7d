import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import {
  toast,
  TOAST_DUPLICATE_WINDOW_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toast';
import { ToasterSlot } from './toaster-slot';

const openTitles = () =>
  [...document.querySelectorAll('[data-toast][data-state="open"]')].map(
    (node) => node.querySelector('[data-toast-title]')?.textContent,
  );

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
      expect(openTitles()).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
    });
  });

  it('keeps a dismissed toast on the page, closed, for 2 seconds, then removes it', async () => {
    vi.useFakeTimers();
    act(() => void toast({ title: 'Saved' }));
    await vi.waitFor(() => expect(openTitles()).toEqual(['Saved']));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(openTitles()).toEqual([]);
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 100));
    expect(document.querySelector('[data-toast][data-state="closed"]')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    expect(document.querySelector('[data-toast]')).toBeNull();
  });

  it(`closes with a swipe of ${TOAST_SWIPE_THRESHOLD_PX} px, not less`, async () => {
    act(() => void toast({ title: 'Swipe me' }));
    await vi.waitFor(() => expect(openTitles()).toEqual(['Swipe me']));
    const card = document.querySelector<HTMLElement>('[data-toast]')!;
    const swipe = (distance: number) => {
      fireEvent.pointerDown(card, { clientX: 100, clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(card, { clientX: 100 + distance, clientY: 100, pointerId: 1 });
      fireEvent.pointerUp(card, { clientX: 100 + distance, clientY: 100, pointerId: 1 });
    };
    act(() => swipe(TOAST_SWIPE_THRESHOLD_PX - 5));
    expect(openTitles()).toEqual(['Swipe me']);
    act(() => swipe(TOAST_SWIPE_THRESHOLD_PX + 1));
    expect(openTitles()).toEqual([]);
  });

  it('can be closed while a dialog is open, and the dialog stays', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Edit plan</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    act(() => void toast({ title: 'Plan saved' }));
    await vi.waitFor(() => expect(openTitles()).toEqual(['Plan saved']));
    const close = document.querySelector<HTMLElement>('[data-toast] button[aria-label="Close"]')!;
    await user.click(close);
    expect(openTitles()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Edit plan' })).toBeInTheDocument();
  });
});
