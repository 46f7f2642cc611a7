import type { NextFunction, Request, Response } from 'express';
import { errorEnvelope } from '../envelope/exception.filter';

/**
 * Body parsing runs before Nest's routing, so its failures (too large, malformed JSON) never
 * reach the exception filter; this express error handler answers them with the same envelope.
 */
export function bodyErrorHandler(err: { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction): void {
  if (!err || res.headersSent) return next(err);
  if (err.type === 'entity.too.large' || err.status === 413) {
    res.status(413).json(errorEnvelope(413, 'tooLarge'));
    return;
  }
  res.status(400).json(errorEnvelope(400, 'invalidData'));
}
