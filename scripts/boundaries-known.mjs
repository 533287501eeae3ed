// Imports that break a rule of .dependency-cruiser.cjs today, each listed so that `npm run
// boundaries` passes and fails on any import not listed here (and on a listed one that is gone:
// delete its line when you fix it). Grouped by rule and reason; a group is a piece of issue 19's
// work, not a licence: do not add to this list to make a new import pass, fix the import.
export default [
  {
    rule: 'domain-stays-in-its-context',
    why:
      "Admin access (roles, deactivation, the last-admin rule) decides on identity's user " +
      "aggregate: admin is identity's back office, not yet a context with its own state.",
    imports: {
      'backend/src/admin/domain/admin-access.ts': [
        'backend/src/identity/domain/user-events.ts',
        'backend/src/identity/domain/user.ts',
      ],
    },
  },
  {
    rule: 'domain-stays-in-its-context',
    why:
      'Rules owned by one context and needed by another: the plan table (billing) gates exports, ' +
      'the project fold (projects) feeds an export, the usage month and monthly limit (billing) ' +
      'count a completion. They belong in a shared kernel of pure rules (issue 19, packages/kernel).',
    imports: {
      'backend/src/exports/domain/export-rules.ts': ['backend/src/billing/domain/plans.ts'],
      'backend/src/exports/domain/project-to-export.ts': [
        'backend/src/projects/domain/project-events.ts',
        'backend/src/projects/domain/project.ts',
        'backend/src/projects/domain/restore.ts',
      ],
      'backend/src/projects/domain/completion.ts': [
        'backend/src/billing/domain/usage-period.ts',
        'backend/src/billing/domain/usage.ts',
      ],
    },
  },
  {
    rule: 'domain-stays-in-its-context',
    why:
      "Financial defaults follow the business archetype (and its wording) that generation's " +
      'knowledge base derives from the idea; the archetype table is pure and can move with the kernel.',
    imports: {
      'backend/src/financials/domain/financial-defaults.ts': [
        'backend/src/generation/domain/grammar/index.ts',
        'backend/src/generation/domain/knowledge/archetype.ts',
      ],
      'backend/src/financials/domain/project-financials.ts': [
        'backend/src/generation/domain/knowledge/archetype.ts',
      ],
    },
  },
  {
    rule: 'projections-read-contracts-only',
    why:
      "Each of these read models folds its stream with the aggregate's own evolve so the table and " +
      'the aggregate cannot drift (the step rules and the dependency graph they also need are in ' +
      'packages/kernel now). Fix: the folds move to the kernel, which both sides import (issue 19).',
    imports: {
      'projections/src/billing.projection.ts': ['backend/src/billing/domain/subscription-state.ts'],
      'projections/src/gamification.projection.ts': [
        'backend/src/gamification/domain/activities.ts',
        'backend/src/gamification/domain/gamification.ts',
      ],
      'projections/src/projects.projection.ts': [
        'backend/src/projects/domain/project-events.ts',
        'backend/src/projects/domain/project.ts',
      ],
      'projections/src/users.projection.ts': [
        'backend/src/identity/domain/user-events.ts',
        'backend/src/identity/domain/user.ts',
      ],
    },
  },
  {
    rule: 'projections-read-contracts-only',
    why:
      "The billing table's row shape and its row <-> state mapping are shared by the projection " +
      'that writes the rows and the query that reads them; they live with the query today.',
    imports: {
      'projections/src/billing.projection.ts': ['backend/src/billing/queries/billing-read-model.ts'],
    },
  },
  {
    rule: 'projections-read-contracts-only',
    why:
      'The users projection decrypts personal fields through the vault (a type import); the ' +
      'interface belongs beside the sealed type in shared/crypto as a pure port.',
    imports: {
      'projections/src/index.ts': ['backend/src/shared/crypto/personal-data-vault.ts'],
      'projections/src/users.projection.ts': ['backend/src/shared/crypto/personal-data-vault.ts'],
    },
  },
  {
    rule: 'no-cycles-between-contexts',
    why:
      'identity calls into admin (delete-account keeps the last admin) and billing (delete-account ' +
      'cancels the subscription; the session answer shows the effective tier), while admin, billing ' +
      "and feedback use identity's auth decorators and user read model. Fix: auth decorators to " +
      "shared/http, account deletion as a reaction to identity's event.",
    imports: {
      'backend/src/admin': ['backend/src/billing', 'backend/src/feedback', 'backend/src/identity'],
      'backend/src/billing': ['backend/src/identity'],
      'backend/src/feedback': ['backend/src/identity'],
      'backend/src/identity': ['backend/src/admin', 'backend/src/billing'],
    },
  },
  {
    rule: 'features-compose-through-their-index',
    why:
      'No feature has an index.ts yet: the wizard (7 features), the dashboard, project-edit, ' +
      "project-history and financials import other features' api/, lib/ and components/ files. " +
      'Fix: an index.ts for projects, generation, billing, exports, project-content, ' +
      'project-staleness, project-history, auth and financials, and imports through it.',
    imports: {
      'frontend/src/features/dashboard/components/create-project-button.tsx': [
        'frontend/src/features/projects/api/create-project.ts',
        'frontend/src/features/projects/lib/show-create-failure.tsx',
      ],
      'frontend/src/features/dashboard/components/project-card.tsx': [
        'frontend/src/features/project-staleness/lib/stale-steps.ts',
        'frontend/src/features/projects/lib/project-labels.ts',
      ],
      'frontend/src/features/dashboard/components/subscription-banner.tsx': [
        'frontend/src/features/projects/lib/project-labels.ts',
      ],
      'frontend/src/features/dashboard/components/use-project-actions.tsx': [
        'frontend/src/features/projects/api/delete-project.ts',
        'frontend/src/features/projects/api/duplicate-project.ts',
        'frontend/src/features/projects/api/export-project.ts',
        'frontend/src/features/projects/lib/project-labels.ts',
        'frontend/src/features/projects/lib/show-create-failure.tsx',
      ],
      'frontend/src/features/financials/api/financials.ts': [
        'frontend/src/features/projects/api/get-project-history.ts',
        'frontend/src/features/projects/api/get-project.ts',
      ],
      'frontend/src/features/project-edit/components/project-editor.tsx': [
        'frontend/src/features/project-content/step-document.tsx',
      ],
      'frontend/src/features/project-edit/components/read-only-tabs.tsx': [
        'frontend/src/features/project-content/story-results.tsx',
      ],
      'frontend/src/features/project-edit/components/technical-tab.tsx': [
        'frontend/src/features/project-content/tech-doc-panels.tsx',
      ],
      'frontend/src/features/project-history/api/step-version.ts': [
        'frontend/src/features/projects/api/get-project-history.ts',
        'frontend/src/features/projects/api/get-project.ts',
        'frontend/src/features/projects/api/update-project.ts',
      ],
      'frontend/src/features/project-history/components/project-history.tsx': [
        'frontend/src/features/exports/api/export-project-file.ts',
        'frontend/src/features/projects/api/get-project-history.ts',
      ],
      'frontend/src/features/wizard/components/completed-banner.tsx': [
        'frontend/src/features/projects/api/duplicate-project.ts',
        'frontend/src/features/projects/lib/show-create-failure.tsx',
      ],
      'frontend/src/features/wizard/components/prefill-project.tsx': [
        'frontend/src/features/projects/api/create-project.ts',
        'frontend/src/features/projects/lib/project-limit.ts',
        'frontend/src/features/projects/lib/show-create-failure.tsx',
      ],
      'frontend/src/features/wizard/components/use-edit-safety.ts': [
        'frontend/src/features/projects/api/update-project.ts',
      ],
      'frontend/src/features/wizard/components/use-wizard-controller.ts': [
        'frontend/src/features/projects/api/get-project.ts',
        'frontend/src/features/projects/api/update-project.ts',
      ],
      'frontend/src/features/wizard/components/use-step-updates.ts': [
        'frontend/src/features/project-staleness/api/propose-step-updates.ts',
        'frontend/src/features/project-staleness/lib/stale-steps.ts',
        'frontend/src/features/project-staleness/lib/update-save.ts',
      ],
      'frontend/src/features/wizard/components/wizard-frame.tsx': [
        'frontend/src/features/auth/api/get-session.ts',
        'frontend/src/features/billing/api/get-subscription-status.ts',
        'frontend/src/features/project-content/step-document.tsx',
        'frontend/src/features/project-history/components/project-history.tsx',
        'frontend/src/features/project-staleness/components/stale-step-notice.tsx',
        'frontend/src/features/project-staleness/components/stale-steps-summary.tsx',
        'frontend/src/features/project-staleness/components/update-diff-dialog.tsx',
        'frontend/src/features/project-staleness/lib/stale-steps.ts',
        'frontend/src/features/projects/api/get-project.ts',
        'frontend/src/features/projects/lib/project-labels.ts',
      ],
      'frontend/src/features/wizard/steps/idea-generation/quick-generate-panel.tsx': [
        'frontend/src/features/billing/api/get-subscription-status.ts',
        'frontend/src/features/billing/components/start-trial-button.tsx',
      ],
      'frontend/src/features/wizard/steps/idea-generation/use-quick-generate.ts': [
        'frontend/src/features/generation/api/generate-ideas.ts',
        'frontend/src/features/generation/api/generate-quick-project.ts',
      ],
      'frontend/src/features/wizard/steps/step-1-idea-generation.tsx': [
        'frontend/src/features/generation/api/generate-ideas.ts',
      ],
      'frontend/src/features/wizard/steps/step-2-business-definition.tsx': [
        'frontend/src/features/generation/api/generate-business-definition.ts',
      ],
      'frontend/src/features/wizard/steps/step-3-name-generation.tsx': [
        'frontend/src/features/generation/api/generate-names.ts',
      ],
      'frontend/src/features/wizard/steps/step-4-style-guide.tsx': [
        'frontend/src/features/generation/api/generate-style-guide.ts',
      ],
      'frontend/src/features/wizard/steps/step-5-logo-creation/index.tsx': [
        'frontend/src/features/generation/api/generate-logos.ts',
        'frontend/src/features/generation/components/upgrade-prompt.tsx',
      ],
      'frontend/src/features/wizard/steps/step-5-logo-creation/logo-download.ts': [
        'frontend/src/features/exports/lib/save-file.ts',
      ],
      'frontend/src/features/wizard/steps/step-6-user-stories/index.tsx': [
        'frontend/src/features/generation/api/generate-user-stories.ts',
        'frontend/src/features/generation/components/upgrade-prompt.tsx',
        'frontend/src/features/project-content/story-results.tsx',
      ],
      'frontend/src/features/wizard/steps/step-7-tech-documentation/index.tsx': [
        'frontend/src/features/generation/api/generate-tech-documentation.ts',
        'frontend/src/features/generation/components/upgrade-prompt.tsx',
      ],
      'frontend/src/features/wizard/steps/step-7-tech-documentation/tech-doc-tabs.tsx': [
        'frontend/src/features/project-content/tech-doc-panels.tsx',
      ],
      'frontend/src/features/wizard/steps/step-7-tech-documentation/vibe-coding-section.tsx': [
        'frontend/src/features/billing/api/get-subscription-status.ts',
        'frontend/src/features/generation/api/generate-vibe-coding.ts',
        'frontend/src/features/generation/components/copy-button.tsx',
        'frontend/src/features/generation/components/upgrade-prompt.tsx',
      ],
      'frontend/src/features/wizard/steps/step-8-export/index.tsx': [
        'frontend/src/features/billing/api/get-subscription-status.ts',
        'frontend/src/features/exports/components/export-options.tsx',
        'frontend/src/features/exports/lib/export-file-name.ts',
        'frontend/src/features/financials/components/financials-panel.tsx',
        'frontend/src/features/project-staleness/components/stale-export-dialog.tsx',
        'frontend/src/features/project-staleness/components/stale-steps-summary.tsx',
        'frontend/src/features/projects/api/get-project.ts',
      ],
    },
  },
];
