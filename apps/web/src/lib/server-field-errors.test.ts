import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { setServerFieldErrors } from './server-field-errors';

const validationFailed = (issues: { path: string; message: string }[]) =>
  new ApiError({
    status: 400,
    code: 'validation_failed',
    message: 'Some fields need another look.',
    details: { target: 'json', issues },
  });

describe('server errors onto form fields', () => {
  it('puts each issue under its field and focuses the first', () => {
    const setError = vi.fn();
    const result = setServerFieldErrors(
      validationFailed([
        { path: 'title', message: 'Give the plan a title.' },
        { path: 'spots.max', message: 'Use a whole number.' },
      ]),
      { setError, fieldOf: (path) => path.split('.')[0], focusFirst: true },
    );
    expect(result).toEqual({ issues: 2, placed: 2, allPlaced: true });
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'title',
      { type: 'server', message: 'Give the plan a title.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'spots',
      { type: 'server', message: 'Use a whole number.' },
      { shouldFocus: false },
    );
  });

  it('says when an issue has no field on the form, or the error is not a validation failure', () => {
    const setError = vi.fn();
    const fieldOf = (path: string) => (path === 'title' ? path : null);
    expect(
      setServerFieldErrors(validationFailed([{ path: 'areaId', message: 'No such area.' }]), {
        setError,
        fieldOf,
      }),
    ).toEqual({ issues: 1, placed: 0, allPlaced: false });
    expect(setServerFieldErrors(new Error('offline'), { setError, fieldOf })).toEqual({
      issues: 0,
      placed: 0,
      allPlaced: false,
    });
    expect(setError).not.toHaveBeenCalled();
  });
});
