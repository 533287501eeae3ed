interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
}

/** First letters of first and last name, upper-cased; 'U' when neither is known. */
export function getInitials(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim().charAt(0) ?? '';
  const last = user?.lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`.toUpperCase();
  return initials || 'U';
}

/** "First Last", or the part that exists. */
export function getFullName(user: NamedUser | null | undefined): string {
  return [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
}
