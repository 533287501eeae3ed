export { hasDeterminer, indefiniteArticle, withArticle } from '../../../shared/grammar/articles';
export { counted, pluralize, possessive, singularize } from './inflection';
export { isCompoundItem, joinList } from './lists';
export { capitalise, lowerFirst, paragraph, sentence } from './sentences';
export { canonicalWord, titleCase, withCanonicalWords } from './title-case';
export { isFunctionWord, roleProblems } from './roles';
export { presentThirdPerson, singularQualifier } from './verbs';
