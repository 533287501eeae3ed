/**
 * The naming vocabulary of each archetype of the knowledge base (keyed by archetype id), reviewed
 * like copy: the picture words of the trade a founder would put on a shop sign, the qualities that
 * suit it and, where one exists, a short word from another language that names something of the
 * trade. The archetype's own `vocabulary` mixes nouns, verbs and adjectives; names need to know
 * which is which to pair them ("Golden Crumb", never "Crumb Golden" or "Rise & Gentle").
 *
 * - `nouns`: concrete things of the trade, singular, one word ("crumb", "hearth", "paw").
 * - `qualities`: keys of `QUALITIES` that suit the trade (a bakery is golden and warm, a law
 *   practice fair and steady).
 * - `foreign`: a word of another language, said as written, with its meaning ("forno", Italian
 *   for oven); never a word with an unfortunate meaning elsewhere.
 */
export interface ForeignWord {
  word: string;
  language: string;
  meaning: string;
}

export interface TradeWords {
  nouns: readonly string[];
  qualities: readonly string[];
  foreign?: readonly ForeignWord[];
}

const w = (nouns: string, qualities: string, foreign: ForeignWord[] = []): TradeWords => ({
  nouns: nouns.split(' '),
  qualities: qualities.split(' '),
  ...(foreign.length > 0 ? { foreign } : {}),
});
const f = (word: string, language: string, meaning: string): ForeignWord => ({ word, language, meaning });

export const TRADE_WORDS: Readonly<Record<string, TradeWords>> = {
  'marketing-agency': w(
    'signal spark echo beacon orbit flare megaphone compass',
    'bold bright loud keen clever sharp wild swift',
  ),
  'web-design-studio': w(
    'pixel grid canvas frame line ink kern studio',
    'bold clean clever bright sharp sleek nimble open',
  ),
  'clinic-compliance-software': w(
    'audit shield proof ledger guard tick seal checklist',
    'clear sure steady true safe calm tidy keen',
  ),
  'developer-api-tool': w(
    'stack hook pipe node relay byte loop kit socket',
    'swift nimble keen open clever sharp bold bright',
  ),
  'shift-scheduling-software': w(
    'shift rota roster crew clock swap cover',
    'swift steady handy clear sure nimble bright calm',
  ),
  'trades-scheduling-software': w(
    'van wrench route crew spanner toolbox bolt',
    'swift handy sure steady keen trusty bright nimble',
  ),
  'fitness-habit-app': w(
    'streak pulse stride rep peak habit step',
    'daily bold strong keen swift bright nimble brave',
  ),
  'language-learning-app': w(
    'word voice lingo phrase echo chat accent',
    'fluent clever daily bright keen curious open nimble',
    [f('parla', 'Italian', 'speak')],
  ),
  'personal-finance-app': w(
    'penny coin jar nest pocket vault sprout piggy',
    'clever steady smart tidy little sure bright calm honest',
  ),
  // "daily" made a cafe's generic names ("Daily Cup", "DailyBrew", "DailyGrind"); "cup" and
  // "press" made "CopperCup", "GoldenCup" and "AmberPress", "brew" a beer ("Amber Brew", "Wild
  // Brew", "HonestBrew") (seeds 5202 to 7717).
  'specialty-coffee-roaster': w('bean roast ember cherry grind kettle', 'golden amber copper honest wild', [
    f('moka', 'Italian', 'a stovetop coffee pot'),
    f('tostato', 'Italian', 'roasted'),
    f('torrado', 'Portuguese', 'roasted'),
    f('cafecito', 'Spanish', 'a little coffee'),
    f('chicco', 'Italian', 'a coffee bean'),
  ]),
  'handmade-jewellery-shop': w(
    'gem gleam charm facet petal moon locket bead ember wren',
    'little golden silver wild gentle sleek bright sweet',
  ),
  'sustainable-apparel-brand': w(
    'thread loom stitch weave moss linen seam cotton fern',
    'kind honest gentle wild plain fair humble common',
  ),
  'coding-school': w(
    'code byte pixel loop bot quest bit robot chip gear rocket circuit spark maze block puzzle gizmo widget',
    'clever bright curious little bold nimble keen busy',
    [
      f('kodo', 'Esperanto', 'code'),
      f('robota', 'Czech', 'work'),
      f('chispa', 'Spanish', 'spark'),
      f('kikai', 'Japanese', 'machine'),
      f('pensa', 'Italian', 'think'),
      f('gioco', 'Italian', 'a game'),
    ],
  ),
  'language-school': w(
    'word voice bridge accent phrase globe',
    'fluent bright open clever curious keen daily kind',
    [f('parla', 'Italian', 'speak')],
  ),
  'tutoring-service': w(
    'step spark ladder lamp mentor path owl quill pencil',
    'bright clever keen kind steady little curious calm',
  ),
  'artisan-bakery': w(
    'loaf crumb crust oven hearth dough rye flour mill ember wheat sheaf grain barley basket butter',
    'golden warm honest daily rustic little humble sweet copper',
    [
      f('forno', 'Italian', 'oven'),
      f('miga', 'Spanish', 'crumb'),
      f('brot', 'German', 'bread'),
      f('crosta', 'Italian', 'crust'),
      f('spiga', 'Italian', 'an ear of wheat'),
      f('grano', 'Italian', 'grain'),
      f('hogaza', 'Spanish', 'a round country loaf'),
      f('fornaio', 'Italian', 'a baker'),
      f('semola', 'Italian', 'semolina'),
      f('pagnotta', 'Italian', 'a round loaf'),
    ],
  ),
  'catering-company': w(
    'feast table plate platter spoon harvest ladle supper fork',
    'golden warm merry rustic honey little rich sunny',
  ),
  'coffee-shop': w(
    'bean roast brew cup steam mug kettle saucer',
    'warm little golden cosy amber honey sunny',
    [f('moka', 'Italian', 'a stovetop coffee pot'), f('cafecito', 'Spanish', 'a little coffee')],
  ),
  'food-truck': w(
    'grill flame spice wheel street skillet ember smoke',
    'bold wild swift little sunny merry rich',
  ),
  '3d-printed-products': w(
    'layer forge print form spool model mould',
    'clever nimble bold sharp bright keen curious',
  ),
  'ebike-conversion-kits': w(
    'volt spoke cadence torque pedal ride gear hill',
    'swift nimble bold keen bright sunny open brave',
  ),
  'smart-home-device': w(
    'hearth sense haven ember node beacon dew',
    'calm clever smart quiet warm bright steady gentle',
  ),
  // Parts of the body ("molar", "enamel") take no quality and make no shop-sign pair
  // (`data/pairings.ts`); "gleam" and "floss" read as products ("TrueGleam Dental", seed 8808).
  'dental-clinic': w('smile pearl tooth grin molar enamel', 'bright kind gentle happy sunny true calm', [
    f('sorriso', 'Italian', 'smile'),
    f('sonrisa', 'Spanish', 'smile'),
    f('perla', 'Spanish', 'pearl'),
  ]),
  'physiotherapy-clinic': w(
    'motion stride balance spine flex step',
    'steady strong gentle nimble able bright calm brave',
  ),
  'therapy-practice': w(
    'haven harbour anchor light bloom shore lantern',
    'kind still steady calm gentle quiet open warm bright',
  ),
  'yoga-studio': w(
    'breath flow lotus sun root balance mat pose fern willow moon',
    'calm still gentle bright quiet warm sunny open wild',
    [
      f('sukha', 'Sanskrit', 'ease, happiness'),
      f('dhyana', 'Sanskrit', 'meditation'),
      f('sattva', 'Sanskrit', 'clarity, goodness'),
      f('surya', 'Sanskrit', 'the sun'),
      f('nidra', 'Sanskrit', 'restful sleep'),
      f('ojas', 'Sanskrit', 'vitality'),
      f('vayu', 'Sanskrit', 'wind, the breath of life'),
      f('mukti', 'Sanskrit', 'freedom'),
    ],
  ),
  'cleaning-service': w(
    'sparkle shine polish broom mop suds gleam bubble',
    'fresh bright tidy clean sunny sleek happy swift',
  ),
  'handyman-service': w(
    'toolbox level bolt wrench hammer nail bench beam plumb pipe tap valve',
    'handy steady trusty true',
  ),
  'mobile-dog-grooming': w(
    'paw tail wag suds pup brush bubble whisker puppy',
    'happy fluffy tidy fresh gentle sunny little',
    [
      f('toutou', 'French', 'a doggy'),
      f('zampa', 'Italian', 'paw'),
      f('perrito', 'Spanish', 'little dog'),
      f('peluche', 'French', 'plush, a cuddly toy'),
      f('pelo', 'Spanish', 'fur'),
    ],
  ),
  'freelance-services-marketplace': w(
    'crew guild bench talent hand forge craft',
    'keen able nimble handy bright bold open',
  ),
  'local-tutors-marketplace': w(
    'tutor spark owl lamp quill path mentor',
    'bright clever keen kind little curious steady',
  ),
  'pet-care-marketplace': w(
    'paw lead walk wag buddy trail pack stroll',
    'happy loyal little merry sunny kind gentle trusty',
  ),
  // "honest" made "Honest Walnut" and "HonestHeirloom", "soffitta" was hard to say (three samples).
  'secondhand-furniture-marketplace': w('nest oak attic walnut teak heirloom', 'cosy humble rustic little', [
    f('antica', 'Italian', 'old, of another age'),
    f('brocante', 'French', 'a market of secondhand treasures'),
    f('trova', 'Italian', 'find'),
  ]),
  'online-course-creator': w(
    'academy path guild studio lab mentor level skill ladder chalk',
    'bright clever keen bold open curious steady wise',
  ),
  'paid-newsletter': w(
    'dispatch letter brief post ink quill wire note gazette column',
    'sharp clear keen daily bold curious quiet candid',
  ),
  'podcast-network': w(
    'wave echo signal mic tune booth cast channel air hum',
    'loud bold bright clear wild curious sharp sunny',
  ),
  'youtube-education-channel': w(
    'lens spark chalk lab orbit atlas clip',
    'curious bright clever keen bold sharp open nimble',
  ),
  'animal-rescue': w(
    'paw haven home tail whisker ark hope shelter friend',
    'kind loyal gentle happy brave little warm',
  ),
  'community-food-bank': w(
    'pantry harvest table basket bread larder plenty hand',
    'kind common warm honest humble open sunny',
  ),
  'youth-mentoring-charity': w(
    'compass bridge step path lantern anchor north spark harbour',
    'bright bold brave kind steady keen open curious',
  ),
  'hair-salon': w(
    'shear curl strand mane fringe gloss lock wave comb braid',
    'bold sleek wild golden silver sunny sharp little',
  ),
  'personal-trainer': w(
    'rep lift stride core forge pulse peak',
    'strong bold keen steady swift brave nimble bright',
  ),
  'photography-studio': w(
    'frame light lens shutter moment album portrait glimpse glow',
    'golden candid honest warm still true',
    [
      f('ricordo', 'Italian', 'a keepsake, a memory'),
      f('attimo', 'Italian', 'an instant'),
      f('scatto', 'Italian', 'a shot, the click of a shutter'),
      f('recuerdo', 'Spanish', 'a memory'),
      f('istante', 'Italian', 'an instant'),
    ],
  ),
  'wedding-planner': w(
    'vow ribbon bloom aisle toast promise veil ring petal lace',
    'golden sweet merry little true silver sunny gentle honey',
    [f('ricordo', 'Italian', 'a keepsake, a memory'), f('sposi', 'Italian', 'the newlyweds')],
  ),
  'bookkeeping-practice': w(
    'ledger tally column sum ink coin penny balance abacus invoice receipt quill',
    'steady clear true sure tidy honest calm keen plain',
  ),
  'law-practice': w(
    'counsel scale pillar seal oak charter clause quill gavel',
    'fair sure true steady clear noble wise honest calm',
  ),
  'management-consultancy': w(
    'compass bridge lever north keystone summit keel beacon atlas helm anchor harbour',
    'clear true bold sure steady keen wise bright sharp',
    [
      f('kairos', 'Greek', 'the right moment'),
      f('vetta', 'Italian', 'peak'),
      f('altura', 'Spanish', 'height'),
      f('bussola', 'Italian', 'compass'),
      f('salita', 'Italian', 'a climb'),
      f('ascenso', 'Spanish', 'a rise'),
      f('cima', 'Italian', 'a summit'),
      f('ponte', 'Italian', 'a bridge'),
      f('norte', 'Spanish', 'north'),
      f('guida', 'Italian', 'a guide'),
      f('passo', 'Italian', 'a step'),
    ],
  ),
  // "honey" made "HoneyIvy" and "Honey Poppy", rejected on three seeds.
  florist: w('petal bloom meadow blossom fern ivy rose tulip poppy', 'wild little sweet sunny merry', [
    f('ramo', 'Spanish', 'a bouquet'),
    f('fiorella', 'Italian', 'a little flower'),
    f('fleur', 'French', 'flower'),
    f('fiore', 'Italian', 'flower'),
    f('mazzo', 'Italian', 'a bunch of flowers'),
    f('bloem', 'Dutch', 'flower'),
  ]),
  'independent-bookshop': w(
    'page chapter shelf spine ink story margin quill book nook leaf',
    'little curious quiet wild cosy wise honest',
  ),
  'independent-boutique': w(
    'thread rail stitch loom wardrobe drape hem button lace',
    'little bold sleek golden wild silver sweet sunny',
  ),
  'kids-activity-box': w(
    'spark tinker wonder doodle kit sprout rocket pip crate crayon',
    'little curious busy bright happy clever merry sunny',
  ),
  'meal-kit-box': w(
    'basket harvest supper table pantry fork crate skillet hearth spoon',
    'fresh warm rustic daily honest golden sunny honey',
  ),
  'pet-supplies-subscription': w(
    'paw wag tail bowl fetch whisker kibble pack buddy den trot purr',
    'happy loyal little merry sunny fluffy kind',
  ),
  'invoicing-software': w(
    'ledger tally receipt nudge ink slate abacus',
    'clear swift steady true keen bright',
    [f('libro', 'Italian', 'book')],
  ),
  // Added with the knowledge base's new archetypes.
  'neighbourhood-restaurant': w(
    'table plate fork supper hearth pass kitchen ladle skillet linen larder',
    'warm golden rustic honest merry rich cosy little',
    [f('cucina', 'Italian', 'kitchen'), f('tavola', 'Italian', 'table')],
  ),
  'wine-shop-bar': w(
    'vine cellar cork glass barrel grape cask harvest terrace press',
    'rich amber golden merry warm rustic curious candid',
    [f('vigna', 'Italian', 'vineyard'), f('enoteca', 'Italian', 'wine shop')],
  ),
  'climbing-gym': w(
    'crag chalk hold ledge summit ridge rope boulder crux peak',
    'bold brave strong keen wild nimble steady busy',
  ),
  'independent-gym': w(
    'iron barbell rep forge anvil plate grit core pulse rack',
    'strong bold steady keen brave busy honest trusty',
  ),
  'bike-shop': w(
    'spoke chain crank wheel saddle gear pedal sprocket spanner tread',
    'swift handy trusty nimble steady honest keen busy',
    [f('velo', 'French', 'bike')],
  ),
  'garden-centre': w(
    'root leaf bloom seed bud fern bench sprout bough grove acorn meadow',
    'calm wild fresh rustic little honest sunny kind',
    [f('jardin', 'French', 'garden'), f('verde', 'Italian', 'green')],
  ),
  'escape-room': w(
    'key lock clue cipher vault riddle door clock secret quest lantern',
    'clever curious bold brave busy merry sharp wild',
    [f('chiave', 'Italian', 'key')],
  ),
  'veterinary-clinic': w(
    'paw tail whisker ark meadow heart collar kennel burrow',
    'kind gentle calm steady trusty loyal safe happy',
    [f('cura', 'Latin', 'care')],
  ),
  'car-repair-garage': w(
    'piston gear bay torque spanner axle road engine lift bolt wrench',
    'trusty handy honest steady sure fair able strong',
  ),
  'day-nursery': w(
    'acorn nest sprout cub meadow sunbeam puddle cradle rainbow teddy',
    'little happy kind gentle sunny bright safe merry',
    [f('nido', 'Italian', 'nest')],
  ),
  'bed-and-breakfast': w(
    'hearth lantern kettle hollow nook gable wren porch orchard quilt',
    'warm cosy rustic little quiet golden calm honest',
    [f('dimora', 'Italian', 'home, dwelling')],
  ),
  'music-school': w(
    'note chord tempo scale harmony rhythm octave encore string drum',
    'bright merry bold keen happy clever loud open',
    [f('suono', 'Italian', 'sound')],
  ),
  // Trades, shops, clinics and software the first lists left out.
  'driving-school': w(
    'road lane wheel signal mirror junction route gear highway roundabout',
    'steady calm sure kind safe bright able trusty',
    [f('strada', 'Italian', 'road')],
  ),
  optician: w(
    'lens frame iris focus prism bridge lantern window monocle horizon',
    'clear bright sharp true kind steady wise calm',
    [f('occhio', 'Italian', 'eye'), f('ottica', 'Italian', 'optics')],
  ),
  'plumbing-electrical': w(
    'pipe valve spark volt flow copper wire tap flame circuit',
    'trusty handy honest steady sure able strong swift',
    [f('acqua', 'Italian', 'water'), f('fiamma', 'Italian', 'flame')],
  ),
  'recruitment-agency': w(
    'bridge compass key ladder beacon harbour lantern anchor path keystone',
    'keen sure fair trusty bright steady honest clever',
    [f('ponte', 'Italian', 'bridge'), f('talento', 'Italian', 'talent')],
  ),
  'craft-brewery': w(
    'hop barrel cask malt pint kettle grain tankard yard mash',
    'golden amber copper rustic merry bold honest wild',
    [f('birra', 'Italian', 'beer'), f('luppolo', 'Italian', 'hop')],
  ),
  'community-pharmacy': w(
    'mortar remedy leaf cross bottle dose herb vial willow fern',
    'kind gentle calm trusty steady safe good honest',
    [f('farmacia', 'Italian', 'pharmacy'), f('rimedio', 'Italian', 'remedy')],
  ),
  'real-estate-crm': w(
    'key door porch keystone address street gable beacon compass ledger',
    'swift keen sharp clear sure bright steady smart',
    [f('soglia', 'Italian', 'threshold'), f('tetto', 'Italian', 'roof')],
  ),
  'architecture-practice-software': w(
    'line grid plan section arch beam sketch draft compass atlas',
    'clear sharp clever steady keen sleek tidy smart',
    [f('disegno', 'Italian', 'drawing, design'), f('pianta', 'Italian', 'floor plan')],
  ),
  locksmith: w(
    'key lock bolt latch door cylinder tumbler keystone guard hinge',
    'trusty swift sure safe honest handy steady able',
    [f('chiave', 'Italian', 'key'), f('serrure', 'French', 'lock')],
  ),
  'court-booking-app': w(
    'court net rally serve match ace volley racket baseline smash',
    'swift bold keen nimble bright busy strong open',
    [f('pista', 'Spanish', 'court, track'), f('gioco', 'Italian', 'game')],
  ),
  'zero-waste-grocery': w(
    'jar scoop seed leaf harvest pantry basket grain acorn root',
    'fresh honest kind good pure rustic little wild',
    [f('dispensa', 'Italian', 'pantry'), f('semente', 'Portuguese', 'seed')],
  ),
  'tattoo-studio': w(
    'ink needle flash rose anchor dagger swallow stencil serpent lantern',
    'bold wild brave loud sharp honest clever strong',
    [f('tinta', 'Spanish', 'ink'), f('inchiostro', 'Italian', 'ink')],
  ),
  // Ice cream, ceramics, funerals, coworking, solar, a trades marketplace and online stores; then
  // boat trips, gardens, removals, home care, beauty, pet boarding, IT support and interiors.
  'ice-cream-parlour': w(
    'scoop cone wafer sundae cherry swirl sprinkle churn float freckle',
    'sunny sweet merry happy fresh little golden honey',
    [f('helado', 'Spanish', 'ice cream'), f('gelataio', 'Italian', 'ice cream maker')],
  ),
  'ceramics-studio': w(
    'clay kiln glaze wheel slip jug vessel ember bowl hearth',
    'rustic warm humble still quiet gentle honest copper',
    [f('argilla', 'Italian', 'clay'), f('keramos', 'Greek', 'potter’s clay')],
  ),
  'funeral-home': w(
    'willow lantern haven meadow candle dove harbour vale oak bell',
    'gentle calm quiet still kind noble humble steady',
    [f('memoria', 'Latin', 'memory'), f('riposo', 'Italian', 'rest')],
  ),
  'coworking-space': w(
    'desk hive loft bench lamp commons yard atlas signal window',
    'open bright busy clever keen sunny able smart',
    [f('officina', 'Italian', 'workshop'), f('oficina', 'Spanish', 'office')],
  ),
  'solar-installer': w(
    'ray beam volt dawn panel watt glow spark summit horizon',
    'bright sunny clear sure strong golden honest swift',
    [f('soleil', 'French', 'sun'), f('solis', 'Latin', 'of the sun')],
  ),
  'trades-marketplace': w(
    'hammer level spanner toolbox trowel ladder bench anvil plumb nail',
    'trusty handy sure fair honest steady able prompt',
    [f('oficio', 'Spanish', 'trade')],
  ),
  'online-store': w(
    'cart parcel basket crate tag shelf bundle ribbon bazaar market',
    'swift bright fresh clever nimble open happy prompt',
    [f('mercato', 'Italian', 'market'), f('tienda', 'Spanish', 'shop')],
  ),
  'boat-tour-operator': w(
    'tide harbour cove gull seal anchor compass sail buoy shore',
    'bright wild fresh brave sunny swift bold open',
    [f('marea', 'Spanish', 'tide'), f('porto', 'Italian', 'harbour')],
  ),
  'landscaping-gardening': w(
    'lawn hedge spade leaf oak fern moss meadow trowel acorn',
    'tidy fresh handy steady wild trusty honest calm',
    [f('giardino', 'Italian', 'garden'), f('jardim', 'Portuguese', 'garden')],
  ),
  'removals-company': w(
    'van crate key door road route strap porch ladder compass',
    'swift trusty steady safe strong handy able sure',
    [f('trasloco', 'Italian', 'house move'), f('mudanza', 'Spanish', 'move, removal')],
  ),
  'home-care-agency': w(
    'hearth lantern oak willow kettle harbour hand haven porch candle',
    'kind gentle steady loyal warm trusty calm good',
    [f('cura', 'Latin', 'care'), f('focolare', 'Italian', 'hearth, home')],
  ),
  'beauty-salon': w(
    'petal pearl silk lotus blossom gloss polish orchid velvet glow',
    'sleek gentle calm fresh pure sweet bright silver',
    [f('bellezza', 'Italian', 'beauty'), f('perla', 'Italian', 'pearl')],
  ),
  'dog-daycare-boarding': w(
    'paw bone collar kennel biscuit meadow tail bark den lead',
    'happy merry busy loyal kind sunny fluffy bright',
    [f('cucciolo', 'Italian', 'puppy'), f('perro', 'Spanish', 'dog')],
  ),
  'it-support-provider': w(
    'byte node shield cable circuit beacon relay signal switch socket',
    'swift steady sure clear keen trusty able smart',
    [f('soporte', 'Spanish', 'support'), f('nodo', 'Italian', 'node')],
  ),
  'interior-design-studio': w(
    'lamp linen velvet oak brass swatch cushion alcove mantel parlour',
    'calm clean sleek warm cosy bold clever plain',
    [f('casona', 'Spanish', 'grand house'), f('salotto', 'Italian', 'living room')],
  ),
  'smoothie-juice-bar': w(
    'mango berry citrus kale ginger squeeze press blend pulp lime',
    'fresh bright sunny sweet pure happy golden swift',
    [f('jugo', 'Spanish', 'juice'), f('frutta', 'Italian', 'fruit')],
  ),
  'farm-shop': w(
    'harvest barn orchard meadow furrow acre hedge crate field gate',
    'honest rustic golden fresh good humble daily warm',
    [f('granja', 'Spanish', 'farm'), f('cascina', 'Italian', 'farmhouse')],
  ),
  'phone-laptop-repair': w(
    'screen battery circuit pixel signal spark bench socket cable switch',
    'swift handy trusty prompt sure clever keen honest',
    [f('arreglo', 'Spanish', 'repair'), f('reparo', 'Portuguese', 'repair')],
  ),
  'travel-agency': w(
    'compass horizon island lagoon map voyage palm atlas harbour globe',
    'bright golden sunny wild brave fresh open sure',
    [f('viaggio', 'Italian', 'journey'), f('viaje', 'Spanish', 'journey, trip')],
  ),
  'pest-control-service': w(
    'shield hawk owl trap guard sentinel lantern fort warden badge',
    'swift trusty sure keen able prompt steady safe',
    [f('guardiano', 'Italian', 'guardian')],
  ),
  'martial-arts-school': w(
    'tiger crane dragon belt fist summit oak shield',
    'brave bold keen strong steady swift noble wise',
    [f('michi', 'Japanese', 'the way, the path')],
  ),
  'sales-crm': w(
    'pipeline handshake compass beacon signal ledger bridge anchor',
    'clear swift keen sharp steady smart sure',
    [f('trato', 'Spanish', 'deal')],
  ),
  'project-management-app': w(
    'board task list tick sprint milestone stack track',
    'clear tidy swift nimble steady smart open',
    [f('tarea', 'Spanish', 'task')],
  ),
  'indie-music-platform': w(
    'record vinyl chord echo tempo groove encore amp',
    'bold wild loud bright fair open candid',
    [f('brano', 'Italian', 'piece of music')],
  ),
  'dating-app': w(
    'spark heart flame bloom rose kindred cupid hello',
    'warm kind happy sweet gentle bright candid',
    [f('amore', 'Italian', 'love'), f('cuore', 'Italian', 'heart')],
  ),
  'job-board': w('ladder bridge compass path desk beacon role door', 'fair clear keen smart open sure', [
    f('lavoro', 'Italian', 'work'),
  ]),
  'event-ticketing': w(
    'ticket stage door stub encore crowd venue pass',
    'bold bright loud swift fair merry',
    [f('biglietto', 'Italian', 'ticket'), f('entrada', 'Spanish', 'ticket')],
  ),
  'hr-payroll-software': w(
    'payday badge roster folder stamp desk crew ledger',
    'steady clear kind fair safe trusty',
    [f('paga', 'Spanish', 'pay')],
  ),
  'mobile-game-studio': w(
    'pixel quest arcade joystick level dragon castle rocket',
    'bold bright clever happy wild swift curious',
    [f('gioco', 'Italian', 'game'), f('juego', 'Spanish', 'game')],
  ),
  'food-delivery-app': w(
    'fork spoon plate bag basket hatch supper bite',
    'swift fresh warm happy prompt busy',
    [f('cena', 'Italian', 'dinner'), f('comida', 'Spanish', 'food, a meal')],
  ),
  'niche-social-network': w(
    'circle nook hive porch hearth club table bench',
    'kind warm open curious happy bright',
    [f('compagni', 'Italian', 'companions'), f('tertulia', 'Spanish', 'a regular gathering to talk')],
  ),
  'gear-rental-marketplace': w(
    'tent trail pack peak camp paddle compass lantern',
    'wild bold handy open fair swift',
    [f('zaino', 'Italian', 'backpack')],
  ),
  'tailor-alterations': w(
    'needle thread stitch thimble seam spool button pin',
    'sharp tidy clever trusty keen able',
    [f('sarto', 'Italian', 'tailor'), f('aguja', 'Spanish', 'needle')],
  ),
  'meditation-sleep-app': w(
    'moon breath dusk cloud wave feather pillow lantern',
    'calm still quiet gentle kind pure',
    [f('sonno', 'Italian', 'sleep'), f('calma', 'Spanish', 'calm')],
  ),
  'car-wash-valeting': w(
    'shine suds gleam bubble drop spray mirror sponge',
    'bright clean fresh swift sharp sleek',
    [f('lavaggio', 'Italian', 'washing')],
  ),
  'laundromat-dry-cleaner': w(
    'bubble suds linen basket peg soap press hanger',
    'fresh clean bright tidy prompt handy',
    [f('bucato', 'Italian', 'the washing, laundry')],
  ),
  'dance-school': w(
    'step leap twirl pointe rhythm stage beat ribbon',
    'bright happy merry bold sunny nimble',
    [f('danza', 'Italian', 'dance'), f('baile', 'Spanish', 'dance')],
  ),
  // Added with the kb10 archetypes.
  'piano-technician': w(
    'key string hammer fork chord octave treble felt',
    'sure steady calm keen clear trusty',
    [f('accordo', 'Italian', 'chord, and tuning')],
  ),
  'dog-walking-service': w(
    'paw lead stride trail meadow bark ramble tail',
    'happy merry loyal sunny trusty busy',
    [f('passeggio', 'Italian', 'a walk, a stroll')],
  ),
  'team-chat-app': w(
    'thread channel ping hub loop echo huddle relay',
    'clear swift open bright nimble smart',
    [f('charla', 'Spanish', 'a chat, a talk')],
  ),
  'kids-activity-club': w(
    'star stage spark leap knight rocket kite cartwheel',
    'bright happy merry bold sunny curious',
    [f('recreo', 'Spanish', 'playtime, break')],
  ),
  'boutique-hotel': w(
    'lantern harbour gable lodge haven linen bell key',
    'warm quiet golden noble calm cosy',
    [f('locanda', 'Italian', 'an inn')],
  ),
  'bike-hire': w('spoke wheel trail pedal saddle lane loop bell', 'swift wild open sunny handy trusty', [
    f('bici', 'Italian', 'bike'),
  ]),
  // Added with the kb11 archetypes.
  'football-club': w(
    'pitch goal kick crest badge terrace boot whistle',
    'bold brave loyal strong steady fair',
    [f('calcio', 'Italian', 'football, and a kick')],
  ),
  'cybersecurity-consultancy': w(
    'shield lock key bastion sentinel vault beacon gate',
    'clear sure steady keen sharp wise',
    [f('sentinella', 'Italian', 'a sentry, a lookout')],
  ),
  'roofing-contractor': w(
    'slate ridge gable eave rafter tile summit shelter',
    'sure steady strong trusty honest handy',
    [f('tetto', 'Italian', 'a roof')],
  ),
  'handmade-soap-shop': w(
    'lather bloom meadow honey lavender oat clay petal',
    'gentle pure fresh honest sweet calm',
    [f('sapone', 'Italian', 'soap')],
  ),
  'podcast-hosting-platform': w(
    'wave signal echo tower feed relay voice channel',
    'clear swift open bright steady loud',
    [f('onda', 'Italian', 'a wave')],
  ),
  'kids-party-entertainer': w(
    'balloon wand confetti giggle bubble trick party jester',
    'merry happy bright sunny sweet curious',
    [f('allegria', 'Italian', 'joy, cheerfulness')],
  ),
};
