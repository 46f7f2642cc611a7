import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Envelope, MessageKey, MessageRef, bilingual } from '@console/contracts';
import { AppException } from './app-exception';
import { clientFaultOf } from '../database/driver-errors';
import { reportError } from '../error-reporting';

/** Nest's own exceptions mapped to catalogue keys by status. */
const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'invalidData',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'routeNotFound',
  409: 'versionConflict',
  413: 'tooLarge',
  429: 'tooManyRequests',
};

/** A validation error's headline is its first field's message ('Key is required'), not a vague one. */
export function errorEnvelope(status: number, key: MessageRef, params?: AppException['params'], data: unknown = null): Envelope {
  const first = (data as { errors?: Array<{ message?: string; zhMessage?: string }> } | null)?.errors?.[0];
  const texts = first?.message && first.zhMessage ? { message: first.message, zhMessage: first.zhMessage } : bilingual(key, params);
  return { result: 'ERR', data, ...texts, errorCode: status };
}

/**
 * The only place errors leave the API. Known errors keep their status and message; anything
 * else is logged with its stack and answered as a plain 500 — no stack trace or SQL reaches a client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toEnvelope(exception);
    if (status >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
      const request = host.switchToHttp().getRequest<Request | undefined>();
      const id = (request as { id?: unknown } | undefined)?.id;
      reportError(exception, request ? { method: request.method, path: request.path, requestId: id === undefined ? undefined : String(id) } : undefined);
    }
    if (response.headersSent) return;
    response.status(status).json(body);
  }

  toEnvelope(exception: unknown): { status: number; body: Envelope } {
    if (exception instanceof AppException) {
      const status = exception.getStatus();
      return { status, body: errorEnvelope(status, exception.key, exception.params, exception.data) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, body: errorEnvelope(status, STATUS_KEYS[status] ?? (status < 500 ? 'invalidData' : 'serverError')) };
    }
    // A duplicate or an unstorable value that got past the checks: the request's fault, not ours.
    const fault = clientFaultOf(exception);
    if (fault) return { status: fault.status, body: errorEnvelope(fault.status, fault.key) };
    const status = httpStatusOfLowLevel(exception);
    return { status, body: errorEnvelope(status, STATUS_KEYS[status] ?? 'serverError') };
  }
}

/** Errors raised below Nest (body parser) carry their own status. */
function httpStatusOfLowLevel(exception: unknown): number {
  const status = (exception as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}
