import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ConcurrencyError, UniqueClaimTaken } from '../../eventstore/errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../database-unavailable';
import { READ_MODELS_BEHIND_MESSAGE, ReadModelsBehind } from '../cqrs/read-models-behind';
import { DomainError, TooManyRequests, type DomainErrorKind } from '../domain-error';

const statusOfKind: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  limit_reached: 403,
  too_many_requests: 429,
};

const reason: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The one place errors become HTTP answers: `{ statusCode, error, message, details? }`. */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<FastifyReply>();
    const { status, message, details, code, retryAfter, answer } = this.describe(exception);
    if (retryAfter !== undefined) {
      // Expected while the database is away or the read models lag: one line, not a stack per request.
      this.logger.warn(`Unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else if (status >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (res.sent || res.raw.headersSent) return;
    if (exception instanceof TooManyRequests)
      void res.header('Retry-After', String(exception.retryAfterSeconds));
    if (retryAfter !== undefined) void res.header('Retry-After', String(retryAfter));
    void res.status(status).send({
      statusCode: status,
      error: reason[status] ?? 'Error',
      message,
      ...(code ? { code } : {}),
      ...(details ? { details } : {}),
      ...answer,
    });
  }

  private describe(exception: unknown): {
    status: number;
    message: string;
    details?: Record<string, string>;
    code?: string;
    retryAfter?: number;
    answer?: Readonly<Record<string, unknown>>;
  } {
    // Reads and writes alike: a database that cannot answer is a 503 the client may retry.
    if (isDatabaseUnavailable(exception)) {
      return {
        status: 503,
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'DatabaseUnavailable',
        retryAfter: DATABASE_RETRY_AFTER_SECONDS,
      };
    }
    if (exception instanceof ReadModelsBehind) {
      return {
        status: 503,
        message: READ_MODELS_BEHIND_MESSAGE,
        code: 'ReadModelsBehind',
        retryAfter: exception.retryAfterSeconds,
      };
    }
    if (exception instanceof DomainError) {
      return {
        status: statusOfKind[exception.kind],
        message: exception.message,
        details: exception.details,
        code: exception.code,
        ...(exception.answer ? { answer: exception.answer } : {}),
      };
    }
    if (exception instanceof ConcurrencyError) {
      return {
        status: 409,
        message: 'This was changed by someone else at the same time. Reload and try again.',
        code: 'ConcurrencyError',
      };
    }
    if (exception instanceof UniqueClaimTaken) {
      return {
        status: 409,
        message: `That ${exception.scope} is already taken`,
        details: { [exception.scope]: `That ${exception.scope} is already taken` },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'object' && body !== null) {
        const b = body as { message?: unknown; details?: Record<string, string>; code?: unknown };
        const message = Array.isArray(b.message)
          ? b.message.join(', ')
          : typeof b.message === 'string'
            ? b.message
            : exception.message;
        return {
          status,
          message,
          details: b.details,
          ...(typeof b.code === 'string' ? { code: b.code } : {}),
        };
      }
      return { status, message: String(body) };
    }
    if (isBodyParserError(exception)) {
      const status = exception.status;
      return {
        status,
        message:
          status === 413
            ? 'The request body is too large'
            : status === 415
              ? 'Send the request body as UTF-8 JSON, uncompressed'
              : 'The request body is not valid JSON',
      };
    }
    return { status: 500, message: 'Internal server error' };
  }
}

function isBodyParserError(e: unknown): e is { status: number; type: string } {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { type?: unknown }).type === 'string' &&
    typeof (e as { status?: unknown }).status === 'number'
  );
}
