import type { Archetype } from '../archetype';
import { onlineCourseCreator } from './media-and-creators/online-course';
import { paidNewsletter } from './media-and-creators/paid-newsletter';
import { podcastNetwork } from './media-and-creators/podcast-network';
import { youtubeEducationChannel } from './media-and-creators/youtube-education';

/** Writers, hosts and educators who earn from an audience. */
export const mediaAndCreatorArchetypes: readonly Archetype[] = [
  paidNewsletter,
  podcastNetwork,
  youtubeEducationChannel,
  onlineCourseCreator,
];
