import type { Archetype } from '../../archetype';

export const indieMusicPlatform: Archetype = {
  id: 'indie-music-platform',
  family: 'marketplaces',
  industry: 'creative',
  kind: {
    singular: 'music platform for independent artists',
    plural: 'music platforms for independent artists',
  },
  description:
    'A streaming and fan-support platform for independent musicians and small labels: artists upload releases once, fans stream them and pay the artist directly through monthly fan subscriptions, album and track purchases, merch and tickets, and royalties are split between band members and collaborators and paid out monthly. Listeners get an app without ads built around discovering new independent music, and the platform keeps a share of each payment.',
  keywords: [
    'music streaming',
    'music streaming app',
    'streaming app',
    'music app',
    'music platform',
    'indie artists',
    'independent artists',
    'independent musicians',
    'indie musicians',
    'musicians',
    'artists',
    'bands',
    'songs',
    'tracks',
    'albums',
    'releases',
    'music',
    'fans',
    'listeners',
    'streams',
    'royalties',
    'merch',
    'record label',
    'indie labels',
    'music discovery',
    'playlists',
  ],
  segments: [
    {
      id: 'artists',
      role: { singular: 'independent musician', plural: 'independent musicians' },
      qualifier: 'who release their own music without a label',
      jobs: [
        'earn a fair share from fans who listen every week',
        'release a new single and tell every fan the same day',
        'sell vinyl, merch and tickets without five different shops',
      ],
      pains: [
        'Ten thousand streams on the big services pay less than one gig’s takings.',
        'They do not know who their fans are, so a tour or a record is announced into the void.',
      ],
      persona: {
        firstName: 'Kofi',
        profile: 'a singer-songwriter with 4,000 monthly listeners who self-releases an EP every year',
        goals: ['200 fans paying $5 a month', 'An email list of every listener in each city he tours'],
        frustrations: [
          'Payouts of a fraction of a cent per stream',
          'Merch orders, ticket links and downloads spread over separate sites',
        ],
      },
    },
    {
      id: 'fans',
      role: { singular: 'music fan', plural: 'music fans' },
      qualifier: 'who want their money to reach the artists they love',
      jobs: ['discover new independent music that fits their taste', 'support favourite artists directly'],
      pains: [
        'Their subscription money is shared out by total streams, so the artists they play most see little of it.',
        'Algorithmic playlists keep serving the same big names.',
      ],
      persona: {
        firstName: 'Mia',
        profile: 'a 29-year-old who goes to small gigs twice a month and buys vinyl from bands she meets',
        goals: [
          'Know that her money goes to the artists she plays',
          'Hear about new releases and local gigs first',
        ],
        frustrations: ['Finding a band’s merch and tickets on four different sites'],
      },
    },
    {
      id: 'labels',
      role: { singular: 'small label manager', plural: 'small label managers' },
      qualifier: 'who release records for a roster of five to thirty artists',
      jobs: [
        'release and promote records for the whole roster',
        'pay each artist their split without spreadsheets',
      ],
      pains: [
        'Royalty statements are built by hand from several distributors’ reports every quarter.',
        'Each artist’s fans, sales and streams sit in different dashboards.',
      ],
      persona: {
        firstName: 'Tess',
        profile: 'a label owner who runs twelve electronic artists from a spare room alongside a day job',
        goals: ['Royalty splits paid out by themselves', 'One page of fans and sales per artist'],
        frustrations: ['A week every quarter lost to royalty spreadsheets'],
      },
    },
  ],
  valuePropositions: [
    'Fans subscribe to the artists they love for a few dollars a month, and that money goes to those artists instead of being pooled by total streams.',
    'An artist uploads a release once and sells streams, downloads, vinyl, merch and tickets from one page, with every fan’s email and city their own.',
    'Royalties are split automatically between band members, producers and the label, and paid out every month with a clear statement.',
    'Listeners discover independent music through human-made playlists, scenes and local gig listings rather than the same chart names.',
  ],
  revenue: [
    {
      kind: 'marketplace',
      description:
        'A 10-15% share of fan subscriptions ($3-10 a month per artist), album and track purchases, merch and tickets sold through artist pages.',
      price: { low: 3, typical: 8, high: 30, per: 'fan payment' },
      cadence: { purchasesPerMonth: 1.2, monthlyChurn: 5 },
    },
    {
      kind: 'subscription',
      description:
        'A listener plan at $5-8 a month for unlimited streaming and offline listening, most of it paid to the artists each listener actually played.',
      price: { low: 5, typical: 6, high: 8, per: 'listener per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 6 },
    },
    {
      kind: 'subscription',
      description: 'A label plan at $20-60 a month for roster pages, royalty splits and statements.',
      price: { low: 20, typical: 35, high: 60, per: 'label per month' },
    },
  ],
  costs: [
    { label: 'payouts to artists from listener plans', kind: 'cost-of-goods', shareOfRevenue: 0.6 },
    {
      label: 'audio storage, transcoding and streaming bandwidth',
      kind: 'variable',
      monthly: { low: 500, high: 6000 },
    },
    {
      label: 'developers for the apps and the payout system',
      kind: 'fixed',
      monthly: { low: 10000, high: 40000 },
    },
    { label: 'payment processing and payout fees', kind: 'variable', monthly: { low: 200, high: 3000 } },
    {
      label: 'artist partnerships, music press and social ads to listeners',
      kind: 'acquisition',
      monthly: { low: 1000, high: 8000 },
    },
  ],
  kpis: [
    'artists with at least ten paying fans',
    'paying fans and listener subscribers',
    'money paid out to artists each month',
    'average monthly earnings per active artist',
    'weekly listening hours per listener',
  ],
  risks: [
    {
      risk: 'A release is uploaded by someone who does not own the rights, or samples are not cleared.',
      mitigation:
        'Ask every uploader to confirm ownership and splits, fingerprint audio against known recordings, and take a release down within a day of a valid claim.',
    },
    {
      risk: 'Listeners stay on the big streaming services they already pay for.',
      mitigation:
        'Start from artists, not listeners: each artist brings their own fans through subscriptions, merch and tickets that the big services do not offer.',
    },
    {
      risk: 'Streaming licences and collecting-society rules for songwriting royalties differ by country.',
      mitigation:
        'Launch where the founding artists’ fans are, register with the collecting societies there, and report plays for songwriting royalties from the first day.',
    },
  ],
  competitors: [
    'the major streaming services',
    'fan-funding and membership sites',
    'music download stores for independent artists',
    'social video apps where fans find new music',
  ],
  features: [
    {
      id: 'upload-release',
      title: 'Release uploads with credits and splits',
      usedBy: ['artists', 'labels'],
      action: 'upload tracks with artwork, credits, a release date and each collaborator’s royalty split',
      benefit: 'release music once and know everyone will be paid their share',
      acceptance: [
        'A release cannot go live until the splits of every track add up to 100%.',
        'Tracks are transcoded to streaming quality and kept as lossless masters for downloads.',
        'A release can be scheduled for a date and time, and fans following the artist are notified when it goes live.',
      ],
      entities: ['release', 'track', 'royalty split'],
      integrations: ['Amazon S3'],
      size: 4,
    },
    {
      id: 'streaming',
      title: 'Streaming and offline listening',
      usedBy: ['fans'],
      action: 'stream releases, build playlists and download music for offline listening',
      benefit: 'listen to independent music anywhere',
      acceptance: [
        'Playback starts within two seconds on a 4G connection.',
        'Each play of 30 seconds or more is counted once for the artist’s statement.',
        'Downloaded tracks play offline for 30 days and are removed when the listener’s plan ends.',
      ],
      entities: ['track', 'play', 'playlist'],
      integrations: ['CDN audio streaming'],
      size: 5,
    },
    {
      id: 'fan-subscriptions',
      title: 'Monthly fan subscriptions to artists',
      usedBy: ['fans', 'artists'],
      action: 'subscribe to an artist for a monthly amount and get early releases and messages from them',
      benefit: 'support the artist directly and hear new music first',
      acceptance: [
        'The artist sets up to three subscription tiers with their own price and benefits.',
        'A subscriber gets early releases and subscriber-only posts the moment they are published.',
        'The artist sees each subscriber’s name, city and email unless the fan opts out.',
      ],
      entities: ['fan subscription', 'artist', 'fan'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
    {
      id: 'artist-store',
      title: 'Artist store for music, merch and tickets',
      usedBy: ['artists', 'fans'],
      action: 'sell downloads, vinyl, merch and gig tickets from the artist’s page',
      benefit: 'give fans one place to buy everything and keep the customer list',
      acceptance: [
        'Physical items have stock levels and shipping prices per region, and sold-out items cannot be ordered.',
        'A fan who buys a download gets lossless and MP3 files and can stream the release.',
        'Tickets are emailed with a QR code the venue can scan.',
      ],
      entities: ['product', 'order', 'artist'],
      integrations: ['Stripe Checkout'],
      size: 3,
    },
    {
      id: 'payouts',
      title: 'Royalty statements and monthly payouts',
      usedBy: ['artists', 'labels'],
      action: 'see earnings by release, country and source, and get paid each month',
      benefit: 'know exactly what the music earned and get the money without chasing',
      acceptance: [
        'Each month’s statement lists plays, subscriptions and sales per track and the share paid to each split.',
        'Payouts are sent to every collaborator’s own account once their balance passes $10.',
        'Statements download as CSV and PDF.',
      ],
      entities: ['payout', 'royalty split', 'play'],
      integrations: ['Stripe Connect'],
      size: 4,
    },
    {
      id: 'discovery',
      title: 'Discovery by scene, city and curator playlists',
      usedBy: ['fans'],
      action: 'browse new releases by genre, city and curator playlists, and follow artists',
      benefit: 'find new independent music and hear when a followed artist plays nearby',
      acceptance: [
        'New releases from followed artists appear first in the listener’s feed.',
        'A listener is notified of gigs by followed artists within 50 km of their city.',
      ],
      entities: ['playlist', 'artist', 'fan'],
      integrations: [],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'artist', plural: 'artists' },
      fields: ['name:text', 'slug:text', 'city:text', 'label_id:uuid', 'payout_account_id:text'],
    },
    {
      name: { singular: 'release', plural: 'releases' },
      fields: ['artist_id:uuid', 'title:text', 'kind:text', 'release_at:timestamp', 'artwork_url:text'],
    },
    {
      name: { singular: 'track', plural: 'tracks' },
      fields: ['release_id:uuid', 'title:text', 'duration_seconds:integer', 'isrc:text', 'audio_url:text'],
    },
    {
      name: { singular: 'royalty split', plural: 'royalty splits' },
      fields: ['track_id:uuid', 'payee_name:text', 'payee_email:text', 'share_percent:decimal'],
    },
    {
      name: { singular: 'fan', plural: 'fans' },
      fields: ['name:text', 'email:text', 'city:text', 'plan:text'],
    },
    {
      name: { singular: 'fan subscription', plural: 'fan subscriptions' },
      fields: ['fan_id:uuid', 'artist_id:uuid', 'tier:text', 'price_cents:integer', 'status:text'],
    },
    {
      name: { singular: 'play', plural: 'plays' },
      fields: ['track_id:uuid', 'fan_id:uuid', 'country:text', 'played_at:timestamp'],
    },
    {
      name: { singular: 'playlist', plural: 'playlists' },
      fields: ['owner_id:uuid', 'title:text', 'track_ids:uuid[]', 'public:boolean'],
    },
    {
      name: { singular: 'product', plural: 'products' },
      fields: ['artist_id:uuid', 'kind:text', 'title:text', 'price_cents:integer', 'stock:integer'],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: ['fan_id:uuid', 'product_id:uuid', 'total_cents:integer', 'shipped_at:timestamp'],
    },
    {
      name: { singular: 'payout', plural: 'payouts' },
      fields: ['payee_email:text', 'period:text', 'amount_cents:integer', 'paid_at:timestamp'],
    },
  ],
  compliance: [
    'copyright and takedown procedures (DMCA or the EU Digital Services Act)',
    'streaming licences and collecting-society reporting for songwriting royalties',
    'GDPR for fan data shared with artists',
    'PCI DSS (through the card provider)',
  ],
  complexity: 3,
  vocabulary: ['track', 'record', 'chord', 'echo', 'tempo', 'groove', 'encore', 'vinyl', 'amp', 'stage'],
  brandMotifs: ['headphones', 'vinyl', 'music', 'microphone'],
  personality: ['Bold', 'Authentic', 'Creative', 'Fair', 'Engaging'],
};
