import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventCover } from './event-cover';

const uploaded = '/uploads/events/0b7f8c4e-5d7a-4f51-9a43-2c1e8f6d9b10/card.webp';
const slot = '(min-width: 40rem) 50vw, 6rem';

function renderCover(props: Partial<Parameters<typeof EventCover>[0]> = {}) {
  const { container } = render(
    <EventCover imageUrl={uploaded} category="music" width={640} height={360} {...props} />,
  );
  return container.querySelector('img');
}

describe('event cover', () => {
  it('offers both stored sizes of an uploaded cover for the slot it is given', () => {
    const image = renderCover({ sizes: slot });
    expect(image).toHaveAttribute('src', uploaded);
    expect(image).toHaveAttribute(
      'srcset',
      `${uploaded} 640w, /uploads/events/0b7f8c4e-5d7a-4f51-9a43-2c1e8f6d9b10/hero.webp 1600w`,
    );
    expect(image).toHaveAttribute('sizes', slot);
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('shows a one-size picture as it is, without a srcset', () => {
    const image = renderCover({ imageUrl: 'https://images.example/surf.webp', sizes: slot });
    expect(image).toHaveAttribute('src', 'https://images.example/surf.webp');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('keeps to the card size where the slot is not described', () => {
    const image = renderCover();
    expect(image).toHaveAttribute('src', uploaded);
    expect(image).not.toHaveAttribute('srcset');
  });

  it("loads the first screen's picture at once and the others when they come near", () => {
    const first = renderCover({ priority: true });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');

    const later = renderCover();
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('fetchpriority', 'auto');
  });
});
