import { DomainError } from '../../shared/domain-error';
import type { RuleFailure } from '@bb/kernel';

/** Typed refusals of the projects context; the one exception filter maps `kind` to HTTP. */

/** Also for another user's project: never 403, never a hint that the id exists. */
export class ProjectNotFound extends DomainError {
  constructor() {
    super('not_found', 'Project not found', undefined, 'ProjectNotFound');
  }
}

export const READ_ONLY_MESSAGE = 'Cannot modify completed projects. Project is in read-only mode.';

export class ProjectIsReadOnly extends DomainError {
  constructor() {
    super('conflict', READ_ONLY_MESSAGE, undefined, 'ProjectIsReadOnly');
  }
}

export class StepRuleBroken extends DomainError {
  constructor(readonly failure: RuleFailure) {
    super('validation', failure.message, failure.details, 'StepRuleBroken');
  }
}

export class NotAtFinalStep extends DomainError {
  constructor(currentStep: number) {
    const message = 'Finish every step before completing the project';
    super(
      'validation',
      message,
      { currentStep: `The project is at step ${currentStep} of 8; it can be completed at step 8` },
      'NotAtFinalStep',
    );
  }
}

export const MONTHLY_LIMIT_MESSAGE = 'Monthly completion limit reached';

export class MonthlyCompletionLimitReached extends DomainError {
  constructor(
    readonly completedThisMonth: number,
    readonly monthlyLimit: number,
  ) {
    super(
      'limit_reached',
      MONTHLY_LIMIT_MESSAGE,
      { completedThisMonth: String(completedThisMonth), monthlyLimit: String(monthlyLimit) },
      'MonthlyLimitReached',
    );
  }
}

/** The frontend looks for 'Project limit reached' in the message. */
export class ProjectLimitReached extends DomainError {
  constructor(
    readonly limit: number,
    readonly active: number,
  ) {
    super(
      'limit_reached',
      `Project limit reached: your plan allows ${limit} open ${limit === 1 ? 'project' : 'projects'}. Complete or delete one, or upgrade your plan.`,
      { activeProjects: String(active), projectLimit: String(limit) },
      'ProjectLimitReached',
    );
  }
}

/** A restore or a version read names a version the project's stream does not have. */
export class UnknownProjectVersion extends DomainError {
  constructor(version: number, latest: number) {
    const message = `There is no version ${version} of this project`;
    super(
      'validation',
      message,
      { version: `Choose a version from 1 to ${latest}` },
      'UnknownProjectVersion',
    );
  }
}

export const USER_FIELDS_MESSAGE =
  'This save would replace text you wrote with generated text. Choose per field, then send the ones to replace in overwriteUserFields.';

/**
 * A save would put a generator's value over a field the user wrote (user-fields.ts). `details`
 * names each field, keyed 'step.field' as overwriteUserFields takes them.
 */
export class UserFieldsWouldBeOverwritten extends DomainError {
  constructor(readonly fields: readonly string[]) {
    super(
      'conflict',
      USER_FIELDS_MESSAGE,
      Object.fromEntries(
        fields.map((key) => [key, 'You wrote this field; the save would replace it with generated text']),
      ),
      'UserFieldsWouldBeOverwritten',
    );
  }
}
