import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './logger';

describe('errorForLog', () => {
  it('keeps what failed and where, without the values the query was sent', () => {
    const driverError = Object.assign(
      new Error('invalid input syntax for type uuid: "submitted-secret"'),
      { code: '22P02', detail: 'Key (email)=(someone@example.test)', params: ['submitted-secret'] },
    );
    const error = new DrizzleQueryError(
      'select * from users where id = $1',
      ['submitted-secret'],
      driverError,
    );

    const logged = errorForLog(error);

    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select * from users where id = $1\nparams: [not logged]',
      cause: {
        type: 'Error',
        code: '22P02',
        message: 'invalid input syntax for type uuid: "[not logged]"',
      },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query/);
    expect(logged.stack).toMatch(/logger\.test\.ts/);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('submitted-secret');
    expect(text).not.toContain('someone@example.test');
  });

  it('leaves out a thrown value that is not an Error, and passes a logged one through', () => {
    expect(errorForLog('password=hunter2')).toEqual({
      type: 'string',
      name: 'string',
      message: '(a thrown value that is not an Error)',
    });
    const logged = errorForLog(new TypeError('boom'));
    expect(errorForLog(logged)).toBe(logged);
  });
});
