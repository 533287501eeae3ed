import { industries, type Industry, type LogoSymbol } from '../../../../contracts/options';
import { hasLucideIcon } from '../../../assets/lucide';
import { INDUSTRY_SECTOR, SECTORS, sectorById, type Sector } from './sectors';

/**
 * Motif words (concrete nouns: 'wheat', 'loaf', 'tooth', 'book', 'paw', 'gear') to the lucide
 * icons that draw them. A business's archetype can name its motifs; words in its name and
 * description are looked up here too.
 */
export const MOTIF_ICONS: Readonly<Record<string, readonly string[]>> = {
  wheat: ['wheat'],
  grain: ['wheat'],
  loaf: ['croissant', 'wheat'],
  bread: ['croissant', 'wheat'],
  croissant: ['croissant'],
  cake: ['cake-slice', 'cake'],
  cupcake: ['cupcake'],
  cookie: ['cookie'],
  coffee: ['coffee'],
  bean: ['bean'],
  tea: ['leaf', 'coffee'],
  tooth: ['toothbrush', 'toothbrush-sparkles'],
  teeth: ['toothbrush'],
  smile: ['toothbrush-sparkles'],
  stethoscope: ['stethoscope'],
  heart: ['heart-pulse', 'heart'],
  cross: ['cross'],
  pill: ['pill'],
  book: ['book-open', 'book'],
  books: ['library', 'book-open'],
  cap: ['graduation-cap'],
  pencil: ['pencil'],
  paw: ['paw-print'],
  dog: ['dog'],
  cat: ['cat'],
  bone: ['bone'],
  gear: ['cog', 'settings'],
  cog: ['cog'],
  code: ['code-xml', 'braces'],
  terminal: ['terminal'],
  chip: ['cpu'],
  cloud: ['cloud'],
  rocket: ['rocket'],
  leaf: ['leaf'],
  plant: ['sprout'],
  sprout: ['sprout'],
  flower: ['flower-2', 'flower'],
  tree: ['trees', 'tree-pine'],
  sun: ['sun'],
  mountain: ['mountain-snow', 'mountain'],
  wave: ['waves-horizontal'],
  fish: ['fish'],
  anchor: ['anchor'],
  boat: ['sailboat'],
  house: ['house'],
  home: ['house'],
  key: ['key-round'],
  hammer: ['hammer'],
  wrench: ['wrench'],
  scissors: ['scissors'],
  camera: ['camera'],
  guitar: ['guitar'],
  microphone: ['mic'],
  palette: ['palette'],
  brush: ['paintbrush', 'brush'],
  pen: ['pen-tool'],
  bag: ['shopping-bag'],
  cart: ['shopping-cart'],
  box: ['package'],
  truck: ['truck'],
  plane: ['plane'],
  compass: ['compass'],
  globe: ['globe'],
  scale: ['scale'],
  coin: ['coins'],
  wallet: ['wallet'],
  chart: ['chart-line'],
  shield: ['shield-check'],
  lock: ['lock'],
  star: ['star'],
  crown: ['crown'],
  bolt: ['zap'],
  flame: ['flame'],
  dumbbell: ['dumbbell'],
  bike: ['bike'],
  car: ['car'],
  feather: ['feather'],
  bird: ['bird'],
  gem: ['gem'],
  diamond: ['gem'],
  lightbulb: ['lightbulb'],
  idea: ['lightbulb'],
  target: ['target'],
  megaphone: ['megaphone'],
  handshake: ['handshake'],
  briefcase: ['briefcase'],
  atom: ['atom'],
  flask: ['flask-conical'],
  microscope: ['microscope'],
  eye: ['eye'],
  glasses: ['glasses'],
  lens: ['glasses', 'eye'],
  beer: ['beer'],
  hop: ['hop'],
  route: ['route'],
  road: ['route'],
  trophy: ['trophy'],
  'ice-cream': ['ice-cream-cone', 'ice-cream-bowl'],
  cone: ['ice-cream-cone'],
  cherry: ['cherry'],
  amphora: ['amphora'],
  pot: ['amphora'],
  'solar-panel': ['solar-panel'],
  armchair: ['armchair'],
  users: ['users'],
  laptop: ['laptop'],
  shovel: ['shovel'],
  hand: ['hand', 'hand-heart', 'hand-helping'],
  sparkle: ['sparkles'],
  server: ['server'],
  lamp: ['lamp', 'lamp-floor'],
  sofa: ['sofa', 'armchair'],
  ruler: ['ruler'],
  citrus: ['citrus'],
  blender: ['blender'],
  banana: ['banana'],
  tractor: ['tractor'],
  carrot: ['carrot'],
  apple: ['apple'],
  smartphone: ['smartphone', 'smartphone-charging'],
  battery: ['battery-charging', 'battery-full'],
  palm: ['tree-palm'],
  luggage: ['luggage'],
  bug: ['bug-off', 'bug'],
  rat: ['rat'],
  fist: ['hand-fist'],
  medal: ['medal', 'award'],
  funnel: ['funnel'],
  kanban: ['kanban', 'square-kanban'],
  checklist: ['list-checks'],
  headphones: ['headphones'],
  vinyl: ['disc-3'],
  music: ['music'],
  applicant: ['user-search'],
  ticket: ['ticket'],
  // Words of the knowledge base's motifs that lucide draws under another name.
  cup: ['coffee', 'cup-soda'],
  piano: ['piano'],
  password: ['key-round', 'lock'],
  'speech bubble': ['message-circle'],
  bubble: ['message-circle'],
  'fork and knife': ['utensils'],
  plate: ['utensils'],
  cloche: ['hand-platter'],
  pan: ['cooking-pot'],
  oven: ['cooking-pot'],
  'running shoe': ['footprints'],
  stopwatch: ['timer'],
  'sound wave': ['audio-lines'],
  'paper plane': ['send'],
  'recycling loop': ['recycle'],
  'circular arrows': ['repeat'],
  'arrows swap': ['arrow-left-right'],
  'code brackets': ['code-xml'],
  'browser window': ['app-window'],
  cursor: ['mouse-pointer'],
  'spray bottle': ['spray-can'],
  lotus: ['flower-2'],
  petal: ['flower'],
  robot: ['bot'],
  owl: ['bird'],
  parrot: ['bird'],
  cube: ['box'],
  checkmark: ['badge-check'],
  pillar: ['landmark'],
  scales: ['scale'],
  ledger: ['notebook-pen'],
  quill: ['feather'],
  hanger: ['shirt'],
  ring: ['gem'],
  rings: ['gem'],
  pearl: ['gem'],
  champagne: ['wine'],
  hands: ['hand-heart'],
  spark: ['sparkles'],
  screwdriver: ['wrench'],
  puzzle: ['puzzle'],
  'play button': ['circle-play'],
  chalkboard: ['presentation'],
  basket: ['shopping-basket'],
  'hair dryer': ['wind'],
  comb: ['scissors'],
  'figure in motion': ['person-standing'],
  spine: ['bone'],
  jar: ['piggy-bank'],
  wheel: ['bike'],
  gamepad: ['gamepad-2'],
  joystick: ['joystick'],
  dice: ['dices'],
  scooter: ['scooter'],
  utensils: ['utensils'],
  speech: ['messages-square', 'message-circle'],
  tent: ['tent', 'tent-tree'],
  backpack: ['backpack'],
  needle: ['spool'],
  spool: ['spool'],
  shirt: ['shirt'],
  moon: ['moon-star', 'moon'],
  droplet: ['droplets', 'droplet'],
  bubbles: ['bubbles'],
  'washing-machine': ['washing-machine'],
  footprints: ['footprints'],
  chess: ['chess-knight', 'chess-pawn'],
  drama: ['drama'],
  hotel: ['hotel', 'concierge-bell'],
  bed: ['bed-double', 'bed'],
  bell: ['concierge-bell', 'bell'],
  map: ['map', 'map-pinned'],
  hash: ['hash'],
  football: ['goal', 'volleyball'],
  goal: ['goal'],
  balloon: ['balloon'],
  party: ['party-popper'],
  wand: ['wand-sparkles'],
  umbrella: ['umbrella'],
  mic: ['mic', 'podcast'],
  radio: ['radio', 'radio-tower'],
};

/**
 * Words that name one thing wherever a founder writes them, so a description's mention draws it
 * ('coffee', 'piano'); words also used in other senses ('home' in "funeral home", 'key' in "key
 * features", 'heart', 'target', 'scale') are left to the archetype's motifs.
 */
const NAMED_THINGS = new Set([
  'coffee',
  'bean',
  'tea',
  'cake',
  'cupcake',
  'cookie',
  'bread',
  'loaf',
  'croissant',
  'wheat',
  'tooth',
  'teeth',
  'stethoscope',
  'pill',
  'book',
  'books',
  'paw',
  'dog',
  'cat',
  'bone',
  'fish',
  'boat',
  'anchor',
  'flower',
  'camera',
  'guitar',
  'microphone',
  'piano',
  'palette',
  'scissors',
  'truck',
  'plane',
  'dumbbell',
  'bike',
  'car',
  'bird',
  'gem',
  'glasses',
  'beer',
  'ice-cream',
  'cherry',
  'tractor',
  'carrot',
  'apple',
  'banana',
  'blender',
  'smartphone',
  'luggage',
  'bug',
  'rat',
  'headphones',
  'vinyl',
  'music',
  'ticket',
  'tent',
  'lotus',
  'password',
  'hammer',
  'wrench',
  'laptop',
  'sofa',
  'lamp',
  'shovel',
  'mountain',
  'amphora',
  'citrus',
  'hop',
  'robot',
]);

/**
 * The icons of one motif: its own entry, the lucide icon of that name ('paw print' is paw-print),
 * or the entry of one of its words, the head (last) word first ('coffee cup' draws a cup).
 */
export function iconsForMotif(motif: string): readonly string[] {
  const key = motif.trim().toLowerCase().replace(/\s+/g, ' ');
  const named = key.replace(/ /g, '-');
  if (MOTIF_ICONS[key]) return MOTIF_ICONS[key];
  if (MOTIF_ICONS[named]) return MOTIF_ICONS[named];
  if (hasLucideIcon(named)) return [named];
  for (const word of key.split(' ').reverse()) {
    if (MOTIF_ICONS[word]) return MOTIF_ICONS[word];
  }
  return [];
}

/** The picked logo symbols that name an object: drawn as that object instead of an industry icon. */
export const SYMBOL_ICONS: Partial<Record<LogoSymbol, string>> = {
  crown: 'crown',
  star: 'star',
  arrow: 'trending-up',
  lightning: 'zap',
  leaf: 'leaf',
  mountain: 'mountain-snow',
  wave: 'waves-horizontal',
  flame: 'flame',
};

export interface MotifRequest {
  industry?: string | undefined;
  businessName: string;
  description?: string | undefined;
  /** Concrete nouns from the business's archetype (brandMotifs), strongest first. */
  motifs?: readonly string[] | undefined;
}

export interface MotifChoice {
  sector: Sector;
  /** Icons in the order they are used: the business's own first, then the sector's. */
  icons: string[];
  /** How many of `icons` are the business's own (things its words name, then its archetype's motifs). */
  own: number;
  /** How many of those its words name. */
  named: number;
}

/** The words of a text, lower case, each with its singular when it looks plural ('teeth' stays). */
function words(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean)
    .flatMap((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? [w, w.slice(0, -1)] : [w]));
}

/** Scores every sector by the words that point at it: the industry counts most, then the description. */
function bestSector(request: MotifRequest): Sector {
  const industryWords = words(request.industry);
  const textWords = [
    ...words(request.description),
    ...words(request.businessName),
    ...(request.motifs ?? []).flatMap((m) => words(m)),
  ];
  let best: { sector: Sector; score: number } | undefined;
  for (const sector of SECTORS) {
    const vocabulary = new Set(sector.words);
    const score =
      5 * industryWords.filter((w) => vocabulary.has(w)).length +
      textWords.filter((w) => vocabulary.has(w)).length;
    if (score > 0 && (!best || score > best.score)) best = { sector, score };
  }
  if (best) return best.sector;
  const typed = request.industry?.trim().toLowerCase();
  const option = industries.find((i): i is Industry => i === typed);
  return sectorById(option ? INDUSTRY_SECTOR[option] : 'general');
}

/** The kind of business and the icons its logos draw, from its industry, name, description and motifs. */
export function chooseMotifs(request: MotifRequest): MotifChoice {
  const sector = bestSector(request);
  // Things the description or the name names ('coffee', 'piano', 'dog'), from the curated words only.
  const named = [...words(request.description), ...words(request.businessName)]
    .filter((w) => NAMED_THINGS.has(w))
    .flatMap((w) => MOTIF_ICONS[w] ?? []);
  // What the founder's words name first: they are surer than the archetype the words were read as.
  const own = [...new Set([...named, ...(request.motifs ?? []).flatMap(iconsForMotif)])];
  // Three or more of its own are enough for six logos (each layout draws them differently); fewer
  // are filled up with the sector's.
  const icons = own.length >= 3 ? own : [...new Set([...own, ...sector.icons])];
  return { sector, icons, own: own.length, named: new Set(named).size };
}
