import { DomainError } from '../../shared/domain-error';

/**
 * Typed errors of the ideas context, on the shared DomainError so the one exception filter maps
 * them (validation 400, not_found 404, conflict 409). Messages match the spec's admin toasts' intent.
 */

export class IdeaNotFound extends DomainError {
  constructor(readonly ideaId: string) {
    super('not_found', 'Idea not found', undefined, 'IdeaNotFound');
  }
}

/** The idea existed and was deleted: it cannot be changed, toggled or deleted again. */
export class IdeaIsDeleted extends DomainError {
  constructor(readonly ideaId: string) {
    super('not_found', 'This idea has been deleted', undefined, 'IdeaIsDeleted');
  }
}

export class IdeaAlreadyExists extends DomainError {
  constructor(readonly ideaId: string) {
    super('conflict', 'An idea with this id already exists', undefined, 'IdeaAlreadyExists');
  }
}

/** `details` maps a field to its message, like the API's 400 body. */
export class InvalidIdea extends DomainError {
  constructor(details: Record<string, string>) {
    super('validation', Object.values(details)[0] ?? 'Invalid idea', details, 'InvalidIdea');
  }
}
