import { genericSummary, summarizedEventTypes, summarizeEvent } from './summaries';

const names: Record<string, string> = { 'admin-1': 'root_admin', 'user-7': 'ada' };
const nameOf = (id: string) => names[id] ?? id;
const summary = (type: string, data: Record<string, unknown>) => summarizeEvent({ type, data }, nameOf);

describe('history summaries', () => {
  it.each([
    [
      'identity.user-registered',
      { userId: 'u', username: 'ada', role: 'user', via: 'register' },
      'Registered account "ada" (user) through the sign-up form',
    ],
    [
      'identity.user-registered',
      { userId: 'u', username: '[deleted]', role: 'admin', via: 'admin-setup' },
      'Registered account "[deleted]" (admin) as the first admin',
    ],
    ['identity.user-logged-in', { userId: 'u' }, 'Signed in'],
    ['identity.user-logged-out', { userId: 'u' }, 'Signed out'],
    [
      'identity.profile-updated',
      { userId: 'u', changes: { firstName: 'Ada', email: 'a@b.co' } },
      'Changed first name to "Ada" and email to "a@b.co"',
    ],
    [
      'identity.password-changed',
      { userId: 'u', passwordHash: '[hidden]', sessionVersion: 2 },
      'Changed the password (other sessions were signed out)',
    ],
    [
      'identity.user-activation-changed',
      { userId: 'u', isActive: false, changedBy: 'admin-1' },
      'Account deactivated by root_admin',
    ],
    [
      'identity.user-role-changed',
      { userId: 'u', role: 'admin', changedBy: 'admin-1' },
      'Role changed to admin by root_admin',
    ],
    ['identity.account-deleted', { userId: 'u' }, 'Deleted the account (personal data shredded)'],
    [
      'admin.admin-access-changed',
      { userId: 'user-7', change: 'promoted', changedBy: 'admin-1' },
      'Admin access of ada: promoted by root_admin',
    ],
    [
      'admin.admin-access-changed',
      { userId: 'user-7', change: 'deleted', changedBy: 'user-7' },
      'Admin ada deleted their own account',
    ],
    [
      'admin.admin-account-created',
      { userId: 'user-7', createdBy: 'admin-1' },
      'Admin account ada created by root_admin',
    ],
    [
      'projects.project-created',
      { projectId: 'p', userId: 'u', title: 'ToolNest', duplicatedFrom: null },
      'Created project "ToolNest"',
    ],
    [
      'projects.project-created',
      { projectId: 'p', userId: 'u', title: 'Copy of X', duplicatedFrom: 'p0' },
      'Created project "Copy of X" as a copy of project p0',
    ],
    ['projects.project-renamed', { projectId: 'p', title: 'New' }, 'Renamed the project to "New"'],
    [
      'projects.wizard-step-saved',
      {
        projectId: 'p',
        currentStep: 3,
        previousStep: 2,
        changes: [
          { step: 'ideaGeneration', field: 'a', source: { source: 'user' } },
          { step: 'businessDefinition', field: 'b', source: { source: 'generator' } },
        ],
      },
      'Saved 2 fields of ideaGeneration and businessDefinition (1 generated); moved from step 2 to step 3',
    ],
    [
      'projects.wizard-step-saved',
      { projectId: 'p', currentStep: 3, previousStep: 3, changes: [] },
      'Saved without changes; on step 3',
    ],
    [
      'projects.step-data-restored',
      { projectId: 'p', step: 'brandIdentity', fromVersion: 4, value: {}, changes: [{}, {}] },
      'Restored brandIdentity as it was at version 4 (2 fields changed)',
    ],
    [
      'projects.project-completed',
      { projectId: 'p', period: '2025-01', completedThisMonth: 1, monthlyLimit: -1 },
      'Completed the project (1 of unlimited completions in 2025-01)',
    ],
    ['projects.project-deleted', { projectId: 'p', userId: 'u' }, 'Deleted the project'],
    [
      'projects.project-slot-released',
      { projectId: 'p', userId: 'u', reason: 'completed' },
      'Released the project slot of project p (completed)',
    ],
    ['ideas.idea-viewed', { ideaId: 'i1', userId: 'u' }, 'Viewed idea i1'],
    [
      'ideas.idea-created',
      { ideaId: 'i1', title: 'Bikes', featuredDate: '2025-02-03' },
      'Created idea "Bikes" featured on 2025-02-03',
    ],
    [
      'ideas.idea-updated',
      { ideaId: 'i1', changes: { title: 'x', industry: 'y' } },
      'Updated title and industry of idea i1',
    ],
    ['ideas.idea-activation-changed', { ideaId: 'i1', isActive: false }, 'Deactivated idea i1'],
    [
      'feedback.feedback-submitted',
      { feedbackId: 'f', type: 'bug', title: 'Broken', rating: 2 },
      'Sent bug feedback "Broken" rated 2/5',
    ],
    [
      'feedback.feedback-resolved',
      { feedbackId: 'f', resolvedBy: 'admin-1' },
      'Marked feedback f resolved by root_admin',
    ],
    [
      'api-keys.api-key-added',
      { keyId: 'k', provider: 'openai', keyName: 'Work' },
      'Added openai API key "Work"',
    ],
    [
      'api-keys.preferences-updated',
      { useOwnApiKeys: true, preferredTextModel: 'gpt-4', preferredImageModel: 'dall-e-2' },
      'Set model preferences: own keys on, text gpt-4, images dall-e-2',
    ],
    [
      'billing.trial-ended',
      { userId: 'u', endedAt: '2025-03-04T10:00:00.000Z' },
      'Ended the trial on 2025-03-04 (chose the free plan)',
    ],
    ['billing.subscription-upgraded', { fromTier: 'starter', toTier: 'pro' }, 'Upgraded from starter to pro'],
    ['billing.payment-failed', { amountDue: 1999 }, 'A payment of $19.99 failed'],
    [
      'billing.usage-counted',
      { n: 1, counter: 'exports', usedAfter: 2, limit: 2, period: '2025-01' },
      'Used 1 exports (2 of 2 in 2025-01)',
    ],
    [
      'exports.export-created',
      { exportType: 'business-plan', projectId: 'p' },
      'Exported business-plan of project p',
    ],
    [
      'analytics.token-created',
      { tokenId: 't', name: 'BI', tokenHash: '[hidden]', createdBy: 'admin-1' },
      'Created analytics token "BI" by root_admin',
    ],
    [
      'analytics.token-revoked',
      { tokenId: 't', revokedBy: 'admin-1' },
      'Revoked analytics token t by root_admin',
    ],
    [
      'audit.history-viewed',
      { viewedBy: 'admin-1', subjectKind: 'user', subjectId: 'user-7', entries: 12 },
      'Viewed the history of user ada (12 entries)',
    ],
  ])('%s: %j', (type, data, expected) => {
    expect(summary(type, data)).toBe(expected);
  });

  it('gives every other type a generic line, and never throws on malformed data', () => {
    expect(genericSummary('exports.zip-rendered')).toBe('Zip rendered (exports)');
    expect(summary('something.brand-new-thing', {})).toBe('Brand new thing (something)');
    expect(summary('plain', {})).toBe('Plain (event)');
    for (const type of summarizedEventTypes) {
      expect(typeof summary(type, {})).toBe('string');
      expect(summary(type, {}).length).toBeGreaterThan(3);
    }
    expect(summary('identity.profile-updated', { changes: null })).toBe('Updated the profile');
  });

  it('has a summary of its own for every event type the product writes today', () => {
    expect(summarizedEventTypes).toEqual(
      expect.arrayContaining([
        'identity.user-registered',
        'projects.wizard-step-saved',
        'ideas.idea-viewed',
        'feedback.feedback-submitted',
        'api-keys.api-key-removed',
        'billing.invoice-paid',
        'exports.export-created',
        'analytics.token-created',
        'audit.history-viewed',
      ]),
    );
  });
});
