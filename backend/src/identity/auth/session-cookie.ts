import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'bb_session';
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;

export function setSessionCookie(res: FastifyReply, token: string, secure: boolean): void {
  void res.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SEVEN_DAYS_SECONDS,
  });
}

export function clearSessionCookie(res: FastifyReply, secure: boolean): void {
  void res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function readSessionCookie(req: FastifyRequest): string | null {
  return req.cookies[SESSION_COOKIE] ?? null;
}
