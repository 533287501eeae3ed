import type { LoggerService } from '@nestjs/common';
import pino, { type Level, type Logger } from 'pino';
import { currentRequestContext } from '../request-context';

/** The process's one pino logger (JSON lines on stdout) at LOG_LEVEL. */
export function rootLogger(level: string): Logger {
  return pino({ level });
}

/**
 * Nest's log calls (`new Logger(context)` from @nestjs/common, everywhere in the backend) as pino
 * lines, each with its context and, inside a request, the request's id (the id its answer carries
 * in X-Request-Id). A call below the level costs one comparison.
 */
export class AppLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  /** Nest sends `error(message, stack?, context?)`: with a context, always both. */
  error(message: unknown, ...params: unknown[]): void {
    if (!this.logger.isLevelEnabled('error')) return;
    const context = params.length >= 2 ? params.pop() : undefined;
    const stack = params[0];
    this.emit('error', message, typeof context === 'string' ? context : undefined, {
      ...(typeof stack === 'string' && stack ? { stack } : {}),
    });
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    this.emit(level, message, context, {});
  }

  private emit(level: Level, message: unknown, context: string | undefined, extra: object): void {
    const reqId = currentRequestContext()?.requestId;
    const fields = { ...(context ? { context } : {}), ...(reqId ? { reqId } : {}), ...extra };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
