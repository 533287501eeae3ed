import type { Archetype } from '../archetype';
import { codingSchool } from './education/coding-school';
import { languageSchool } from './education/language-school';
import { tutoringService } from './education/tutoring-service';

/** Schools, clubs and tutors teaching children and adults. */
export const educationArchetypes: readonly Archetype[] = [codingSchool, tutoringService, languageSchool];
