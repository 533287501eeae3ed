import {
  Award,
  CalendarCheck,
  CalendarHeart,
  Coins,
  Crown,
  Eye,
  Flag,
  Flame,
  Footprints,
  Gem,
  Layers,
  Lightbulb,
  ListChecks,
  Package,
  Presentation,
  Rocket,
  Route,
  Share2,
  Timer,
  TrendingUp,
  Trophy,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The catalogue's icons (lucide names, backend achievements.ts); an unknown name shows an award. */
const icons: Record<string, LucideIcon> = {
  rocket: Rocket,
  flag: Flag,
  package: Package,
  lightbulb: Lightbulb,
  footprints: Footprints,
  'list-checks': ListChecks,
  layers: Layers,
  'trending-up': TrendingUp,
  coins: Coins,
  flame: Flame,
  'calendar-check': CalendarCheck,
  zap: Zap,
  crown: Crown,
  'share-2': Share2,
  presentation: Presentation,
  eye: Eye,
  'calendar-heart': CalendarHeart,
  route: Route,
  timer: Timer,
  trophy: Trophy,
  gem: Gem,
};

export function AchievementIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Award;
  return <Icon className={className} aria-hidden="true" />;
}
