import { ErrorResponse } from '@lineup/contracts';

/** A JSON body of `schema`, for a route's request or response in `createRoute`. */
export const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

/** Error responses in the one error shape, by status: `errors({ 404: 'No such event.' })`. */
export const errors = (statuses: Record<number, string>) =>
  Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [
      status,
      { description, ...json(ErrorResponse) },
    ]),
  );
