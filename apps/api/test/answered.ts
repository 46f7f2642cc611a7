import type { Response } from 'supertest';

/**
 * A supertest status check that says what the API answered when it fails: `.expect(answered(201))`
 * reads "POST /api/resources/shipping-bill: expected 201, got 400: {"message":"Amount is required",...}"
 * where `.expect(201)` reads only "expected 201 "Created", got 400 "Bad Request"". The suites
 * derived from definitions use it: their failures come from a definition, and the answer says which part.
 */
export const answered = (status: number) => (res: Response): void => {
  if (res.status === status) return;
  const req = (res as unknown as { req?: { method?: string; path?: string } }).req;
  throw new Error(`${req?.method ?? ''} ${req?.path ?? ''}: expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
};
