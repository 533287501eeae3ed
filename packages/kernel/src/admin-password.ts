/**
 * What an admin password needs: the schema that checks it (contracts/identity.ts) and the list the
 * admin setup form shows while typing are built from these, so the two cannot ask for different
 * things.
 */

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** One character of each, with what the form says of it. */
export const adminPasswordCharacterClasses = [
  { label: 'One lowercase letter', pattern: /[a-z]/ },
  { label: 'One uppercase letter', pattern: /[A-Z]/ },
  { label: 'One number', pattern: /\d/ },
  { label: 'One special character (@$!%*?&)', pattern: /[@$!%*?&]/ },
] as const;

/** The character rule as one pattern, for the schema: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).*$'. */
export const ADMIN_PASSWORD_PATTERN = new RegExp(
  `^${adminPasswordCharacterClasses.map((c) => `(?=.*${c.pattern.source})`).join('')}.*$`,
);

export interface AdminPasswordRequirement {
  label: string;
  test: (password: string) => boolean;
}

/** The rules as the form lists them, each with its test. */
export const adminPasswordRequirements: readonly AdminPasswordRequirement[] = [
  {
    label: `At least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= ADMIN_PASSWORD_MIN_LENGTH,
  },
  ...adminPasswordCharacterClasses.map((c) => ({ label: c.label, test: (p: string) => c.pattern.test(p) })),
];
