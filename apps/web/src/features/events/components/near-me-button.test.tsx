import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/i18n';
import { LOCATION_FAILED, NearMeButton } from './near-me-button';

afterEach(() => vi.unstubAllGlobals());

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('NearMeButton', () => {
  it('asks for the position once, on the tap, and gives it rounded to about 100 m', () => {
    const ask = stubGeolocation((ok) =>
      ok({ coords: { latitude: 38.992812, longitude: -9.410849 } } as GeolocationPosition),
    );
    const onChange = vi.fn();
    render(<NearMeButton near={null} onChange={onChange} />);
    expect(ask).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('38.993,-9.411');
  });

  it('goes back to soonest first on a second tap, without asking again', () => {
    const ask = stubGeolocation(() => {});
    const onChange = vi.fn();
    render(<NearMeButton near="38.993,-9.411" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Near me' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(null);
    expect(ask).not.toHaveBeenCalled();
  });

  it('says so when the browser gives no position', () => {
    stubGeolocation((_ok, fail) => fail({ code: 1 } as GeolocationPositionError));
    const onChange = vi.fn();
    render(<NearMeButton near={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(screen.getByRole('alert')).toHaveTextContent(testI18n._(LOCATION_FAILED));
    expect(onChange).not.toHaveBeenCalled();
  });
});
