import type { Role } from '../../contracts/identity';

/** The signed-in caller, as the guards put it on the request. */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
}

export interface SessionTokenPayload {
  sub: string;
  /** Session version: a password change signs out sessions issued before it. */
  sv: number;
}
