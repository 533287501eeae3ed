/**
 * One readable line per event for the audited history. Each known event type has its own
 * summary; any other type gets a generic one from its type string, so a new event never breaks
 * the history. Summaries read the event's data as the history shows it: secrets already hidden
 * and personal fields opened (or '[deleted]' after crypto-shredding), so a summary can never leak
 * what the data would not show.
 */

export interface SummaryInput {
  type: string;
  data: Record<string, unknown>;
}

/** Resolves a user id to something readable (a username), or returns the id. */
export type NameOf = (userId: string) => string;

type Summary = (data: Record<string, unknown>, nameOf: NameOf) => string;

const text = (value: unknown, fallback = '?'): string =>
  typeof value === 'string' && value.length > 0
    ? value
    : typeof value === 'number'
      ? String(value)
      : fallback;
const quoted = (value: unknown): string => `"${text(value, '')}"`;
const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const day = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '?');
const money = (cents: unknown): string => (typeof cents === 'number' ? `$${(cents / 100).toFixed(2)}` : '?');
const limitText = (limit: unknown): string => (limit === -1 ? 'unlimited' : text(limit));
const by = (data: Record<string, unknown>, key: string, nameOf: NameOf): string =>
  typeof data[key] === 'string' ? ` by ${nameOf(data[key])}` : '';

const PROFILE_FIELDS: Record<string, string> = {
  username: 'username',
  email: 'email',
  firstName: 'first name',
  lastName: 'last name',
};

const VIA: Record<string, string> = {
  register: 'through the sign-up form',
  'admin-setup': 'as the first admin',
  admin: 'by an admin',
};

const summaries: Record<string, Summary> = {
  // identity
  'identity.user-registered': (d) =>
    `Registered account ${quoted(d.username)} (${text(d.role, 'user')}) ${VIA[text(d.via)] ?? ''}`.trim(),
  'identity.user-logged-in': () => 'Signed in',
  'identity.user-logged-out': () => 'Signed out',
  'identity.profile-updated': (d) => {
    const changes = (d.changes ?? {}) as Record<string, unknown>;
    const parts = Object.keys(changes).map((k) => `${PROFILE_FIELDS[k] ?? k} to ${quoted(changes[k])}`);
    return parts.length ? `Changed ${list(parts)}` : 'Updated the profile';
  },
  'identity.password-changed': () => 'Changed the password (other sessions were signed out)',
  'identity.user-activation-changed': (d, n) =>
    `Account ${d.isActive ? 'activated' : 'deactivated'}${by(d, 'changedBy', n)}`,
  'identity.user-role-changed': (d, n) => `Role changed to ${text(d.role)}${by(d, 'changedBy', n)}`,
  'identity.account-deleted': () => 'Deleted the account (personal data shredded)',
  // admin
  'admin.admin-access-changed': (d, n) =>
    d.change === 'deleted'
      ? `Admin ${n(text(d.userId))} deleted their own account`
      : `Admin access of ${n(text(d.userId))}: ${text(d.change)}${by(d, 'changedBy', n)}`,
  'admin.admin-account-created': (d, n) =>
    `Admin account ${n(text(d.userId))} created${by(d, 'createdBy', n)}`,
  // projects
  'projects.project-created': (d) =>
    d.duplicatedFrom
      ? `Created project ${quoted(d.title)} as a copy of project ${text(d.duplicatedFrom)}`
      : `Created project ${quoted(d.title)}`,
  'projects.project-renamed': (d) => `Renamed the project to ${quoted(d.title)}`,
  'projects.wizard-step-saved': (d) => {
    const changes = Array.isArray(d.changes) ? (d.changes as Array<Record<string, unknown>>) : [];
    const steps = [...new Set(changes.map((c) => text(c.step)))];
    const generated = changes.filter(
      (c) => (c.source as { source?: string } | undefined)?.source === 'generator',
    ).length;
    const fields = changes.length
      ? `Saved ${changes.length} field${changes.length === 1 ? '' : 's'} of ${list(steps)}${generated ? ` (${generated} generated)` : ''}`
      : 'Saved without changes';
    const moved =
      Number(d.currentStep) > Number(d.previousStep)
        ? `; moved from step ${text(d.previousStep)} to step ${text(d.currentStep)}`
        : `; on step ${text(d.currentStep)}`;
    return fields + moved;
  },
  'projects.step-data-restored': (d) => {
    const changes = Array.isArray(d.changes) ? d.changes.length : 0;
    return `Restored ${text(d.step)} as it was at version ${text(d.fromVersion)} (${changes} field${changes === 1 ? '' : 's'} changed)`;
  },
  'projects.project-completed': (d) =>
    `Completed the project (${text(d.completedThisMonth)} of ${limitText(d.monthlyLimit)} completions in ${text(d.period)})`,
  'projects.project-deleted': () => 'Deleted the project',
  'projects.project-slot-taken': (d) => `Took a project slot for project ${text(d.projectId)}`,
  'projects.project-slot-released': (d) =>
    `Released the project slot of project ${text(d.projectId)} (${text(d.reason)})`,
  // ideas
  'ideas.idea-viewed': (d) => `Viewed idea ${text(d.ideaId)}`,
  'ideas.idea-created': (d) => `Created idea ${quoted(d.title)} featured on ${text(d.featuredDate)}`,
  'ideas.idea-updated': (d) =>
    `Updated ${list(Object.keys(d.changes ?? {})) || 'nothing'} of idea ${text(d.ideaId)}`,
  'ideas.idea-activation-changed': (d) =>
    `${d.isActive ? 'Activated' : 'Deactivated'} idea ${text(d.ideaId)}`,
  'ideas.idea-deleted': (d) => `Deleted idea ${text(d.ideaId)}`,
  // feedback
  'feedback.feedback-submitted': (d) =>
    `Sent ${text(d.type, 'general')} feedback ${quoted(d.title)}${typeof d.rating === 'number' ? ` rated ${d.rating}/5` : ''}`,
  'feedback.feedback-resolved': (d, n) =>
    `Marked feedback ${text(d.feedbackId)} resolved${by(d, 'resolvedBy', n)}`,
  'feedback.feedback-reopened': (d, n) => `Reopened feedback ${text(d.feedbackId)}${by(d, 'reopenedBy', n)}`,
  'feedback.admin-notes-updated': (d, n) =>
    `Updated the notes of feedback ${text(d.feedbackId)}${by(d, 'updatedBy', n)}`,
  // api keys (the key itself is never in an event)
  'api-keys.api-key-added': (d) => `Added ${text(d.provider)} API key ${quoted(d.keyName)}`,
  'api-keys.api-key-removed': (d) => `Removed ${text(d.provider)} API key ${quoted(d.keyName)}`,
  'api-keys.preferences-updated': (d) =>
    `Set model preferences: own keys ${d.useOwnApiKeys ? 'on' : 'off'}, text ${text(d.preferredTextModel)}, images ${text(d.preferredImageModel)}`,
  // billing
  'billing.trial-started': (d) => `Started a trial until ${day(d.endsAt)}`,
  'billing.trial-ended': (d) => `Ended the trial on ${day(d.endedAt)} (chose the free plan)`,
  'billing.subscription-created': (d) =>
    `Subscribed to ${text(d.tier)} (${text(d.interval)}, ${text(d.mode)})`,
  'billing.subscription-activated': (d) => `Subscription to ${text(d.tier)} activated`,
  'billing.subscription-upgraded': (d) => `Upgraded from ${text(d.fromTier)} to ${text(d.toTier)}`,
  'billing.subscription-downgraded': (d) => `Downgraded from ${text(d.fromTier)} to ${text(d.toTier)}`,
  'billing.subscription-cancel-scheduled': (d) => `Scheduled the cancellation for ${day(d.effectiveAt)}`,
  'billing.subscription-resumed': () => 'Resumed the subscription',
  'billing.subscription-cancelled': (d) => `Subscription cancelled (${text(d.reason)})`,
  'billing.payment-failed': (d) => `A payment of ${money(d.amountDue)} failed`,
  'billing.invoice-paid': (d) => `Paid an invoice${d.tier ? ` for ${text(d.tier)}` : ''}`,
  'billing.subscription-renewed': (d) => `Subscription renewed until ${day(d.currentPeriodEnd)}`,
  'billing.usage-counted': (d) =>
    `Used ${text(d.n)} ${text(d.counter)} (${text(d.usedAfter)} of ${limitText(d.limit)} in ${text(d.period)})`,
  // exports
  'exports.export-created': (d) =>
    `Exported ${text(d.exportType ?? d.type, 'a file')}${typeof d.projectId === 'string' ? ` of project ${d.projectId}` : ''}`,
  // analytics
  'analytics.token-created': (d, n) => `Created analytics token ${quoted(d.name)}${by(d, 'createdBy', n)}`,
  'analytics.token-revoked': (d, n) => `Revoked analytics token ${text(d.tokenId)}${by(d, 'revokedBy', n)}`,
  // audit
  'audit.history-viewed': (d, n) =>
    `Viewed the history of ${text(d.subjectKind)} ${d.subjectKind === 'user' ? n(text(d.subjectId)) : text(d.subjectId)} (${text(d.entries, '0')} entries)`,
};

/** The summary of any event: its own when the type is known, else a generic one. */
export function summarizeEvent(event: SummaryInput, nameOf: NameOf = (id) => id): string {
  const own = summaries[event.type];
  if (own) {
    try {
      return own(event.data, nameOf);
    } catch {
      // A malformed old event still gets a line.
    }
  }
  return genericSummary(event.type);
}

/** 'feedback.feedback-submitted' -> 'Feedback submitted (feedback)'. */
export function genericSummary(type: string): string {
  const dot = type.indexOf('.');
  const context = dot > 0 ? type.slice(0, dot) : 'event';
  const action = (dot > 0 ? type.slice(dot + 1) : type).replace(/[-_]+/g, ' ').trim();
  const sentence = action ? action[0]!.toUpperCase() + action.slice(1) : 'Event';
  return `${sentence} (${context})`;
}

/** The event types with a summary of their own. */
export const summarizedEventTypes: readonly string[] = Object.keys(summaries);

/** The data fields that name other users (resolved to usernames in summaries). */
export const USER_REFERENCE_FIELDS = [
  'userId',
  'changedBy',
  'createdBy',
  'revokedBy',
  'resolvedBy',
  'reopenedBy',
  'updatedBy',
  'viewedBy',
  'subjectId',
] as const;
