import type { Archetype } from '../archetype';
import { codingSchool } from './education/coding-school';
import { dayNursery } from './education/day-nursery';
import { drivingSchool } from './education/driving-school';
import { languageSchool } from './education/language-school';
import { musicSchool } from './education/music-school';
import { tutoringService } from './education/tutoring-service';
import { danceSchool } from './education/dance-school';
import { kidsActivityClub } from './education/kids-activity-club';

/** Schools, clubs, tutors and nurseries teaching and caring for children and adults. */
export const educationArchetypes: readonly Archetype[] = [
  codingSchool,
  tutoringService,
  languageSchool,
  dayNursery,
  musicSchool,
  drivingSchool,
  danceSchool,
  kidsActivityClub,
];
