import type { Archetype } from '../../archetype';

/**
 * A podcast hosting platform: podcasters upload episodes, and the platform keeps the RSS feed that
 * Apple Podcasts, Spotify and every other app read, with download stats, ads inserted into episodes
 * and private feeds for paying listeners. Software for podcasters, not a studio that makes shows.
 */
export const podcastHostingPlatform: Archetype = {
  id: 'podcast-hosting-platform',
  family: 'b2b-saas',
  industry: 'technology',
  kind: { singular: 'podcast hosting platform', plural: 'podcast hosting platforms' },
  description:
    'A podcast hosting platform that independent podcasters and small companies pay monthly to publish their shows: episodes are uploaded once and sent to Apple Podcasts, Spotify and every other app through an RSS feed the platform keeps, with download statistics to industry measurement standards, ads inserted into back episodes, private feeds for paying listeners, transcripts and a simple show website.',
  keywords: [
    'podcast hosting',
    'podcast hosting platform',
    'podcast host',
    'host podcasts',
    'hosting for podcasts',
    'podcast platform',
    'podcast publishing',
    'rss feed',
    'podcast analytics',
    'dynamic ad insertion',
    'private podcast',
    'podcasters',
  ],
  segments: [
    {
      id: 'podcasters',
      role: { singular: 'independent podcaster', plural: 'independent podcasters' },
      qualifier: 'who publish a weekly show',
      jobs: [
        'upload an episode once and have it appear in every podcast app',
        'see how many people listen to each episode and where they stop',
        'earn from the show with ads or paying listeners',
      ],
      pains: [
        'Download figures differ between every app and no sponsor trusts them.',
        'Moving a show to another host risks losing every subscriber.',
      ],
      persona: {
        firstName: 'Marcus',
        profile: 'a secondary school teacher who publishes a weekly history podcast with 4,000 listeners',
        goals: ['A first sponsor this year', 'Publishing in ten minutes on a Sunday evening'],
        frustrations: ['Stats that do not match between apps', 'Editing ad reads into old episodes by hand'],
      },
    },
    {
      id: 'companies',
      role: { singular: 'internal communications manager', plural: 'internal communications managers' },
      qualifier: 'who run a company podcast',
      jobs: ['publish a private podcast only staff can listen to', 'see which teams listen and how far'],
      pains: [
        'Public podcast apps cannot keep an internal show private.',
        'Nobody knows whether staff listen to the updates at all.',
      ],
      persona: {
        firstName: 'Lena',
        profile: 'the internal communications manager of a 2,000-person retailer with staff in 90 stores',
        goals: ['Updates staff hear on the drive to work', 'Listening figures for the board'],
        frustrations: ['Sending audio files by email'],
      },
    },
  ],
  valuePropositions: [
    'An episode is uploaded once and appears in Apple Podcasts, Spotify and every other app, on a schedule, from a feed the podcaster owns and can move.',
    'Download figures follow the industry measurement standard, so sponsors trust them, with listening by episode, app, country and drop-off point.',
    'Ads are inserted into new and back episodes by date and country, so a show earns from its whole archive without re-editing a file.',
    'Private feeds let a show charge its listeners or keep a company podcast to staff, each listener with their own feed that can be revoked.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Plans at $12-50 a month by hours uploaded and audience size, and business plans at $300-1,500 a month for private company podcasts.',
      price: { low: 12, typical: 25, high: 50, per: 'show a month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 4 },
    },
    {
      kind: 'marketplace',
      description:
        'A 30% share of ad revenue sold through the platform’s ad marketplace into podcasters’ episodes.',
      price: { low: 10, typical: 20, high: 30, per: 'thousand downloads (CPM)' },
    },
  ],
  costs: [
    { label: 'audio storage and CDN delivery', kind: 'variable', monthly: { low: 300, high: 6000 } },
    { label: 'developers and product', kind: 'fixed', monthly: { low: 6000, high: 40000 } },
    { label: 'transcription and audio processing', kind: 'variable', monthly: { low: 100, high: 2000 } },
    { label: 'customer support for podcasters', kind: 'fixed', monthly: { low: 500, high: 4000 } },
    {
      label: 'podcast sponsorships, creator partnerships and search ads',
      kind: 'acquisition',
      monthly: { low: 500, high: 8000 },
    },
  ],
  kpis: [
    'paying shows',
    'monthly recurring revenue',
    'monthly churn of paying shows',
    'downloads served each month',
    'ad revenue shared with podcasters',
  ],
  risks: [
    {
      risk: 'A feed breaks or an upload fails and a show disappears from the apps.',
      mitigation:
        'Validate every feed before publishing, monitor it in the main apps, and keep the old feed address redirecting for ever.',
    },
    {
      risk: 'Free hosting from the big streaming apps pulls hobby podcasters away.',
      mitigation:
        'Sell what free hosts do not give: trusted stats, ads in back episodes, private feeds and an easy move out.',
    },
    {
      risk: 'Storage and bandwidth grow faster than revenue from a few viral shows.',
      mitigation:
        'Price plans by hours uploaded and audience, and serve audio through a CDN priced by volume.',
    },
  ],
  competitors: [
    'free hosting run by the large streaming apps',
    'established paid podcast hosts',
    'video platforms that now take podcasts',
    'self-hosted feeds on a website',
  ],
  features: [
    {
      id: 'publishing',
      title: 'Episode upload and scheduled publishing',
      usedBy: ['podcasters', 'companies'],
      action: 'upload an episode with its show notes and schedule it for every podcast app',
      benefit: 'publish in minutes and appear everywhere at the same time',
      acceptance: [
        'The uploaded audio is checked for format and loudness and converted if needed.',
        'The RSS feed validates and the episode appears in the feed at the scheduled time.',
        'Show notes accept links and chapter markers.',
      ],
      entities: ['show', 'episode'],
      integrations: ['Amazon S3', 'CDN audio streaming'],
      size: 3,
    },
    {
      id: 'analytics',
      title: 'Listener statistics to the measurement standard',
      usedBy: ['podcasters', 'companies'],
      action: 'see downloads by episode, app and country, and where listeners stop',
      benefit: 'show sponsors figures they trust',
      acceptance: [
        'Downloads are counted to the industry measurement standard, filtering bots and repeat requests.',
        'A sponsor report for any date range can be shared by link.',
      ],
      entities: ['download', 'episode'],
      integrations: [],
      size: 3,
    },
    {
      id: 'ads',
      title: 'Ad slots in new and back episodes',
      usedBy: ['podcasters'],
      action: 'place ad slots in my episodes and fill them by date and country',
      benefit: 'earn from the whole archive without re-editing files',
      acceptance: [
        'Ad markers are set at pre-, mid- and post-roll points of each episode.',
        'A campaign runs between two dates in chosen countries and reports its impressions.',
      ],
      entities: ['ad campaign', 'episode'],
      integrations: [],
      size: 4,
    },
    {
      id: 'private-feeds',
      title: 'Private feeds for members and staff',
      usedBy: ['podcasters', 'companies'],
      action: 'give each paying listener or employee a private feed I can revoke',
      benefit: 'charge for bonus episodes or keep a company show internal',
      acceptance: [
        'Each listener gets a unique feed address that works in any podcast app.',
        'A revoked feed stops serving new episodes within an hour.',
        'Company feeds can require single sign-on before the feed is issued.',
      ],
      entities: ['private listener', 'show'],
      integrations: ['Stripe', 'Okta'],
      size: 3,
    },
    {
      id: 'transcripts',
      title: 'Automatic transcripts',
      usedBy: ['podcasters'],
      action: 'get a transcript of each episode to edit and publish with it',
      benefit: 'be found in search and reach deaf and hard-of-hearing listeners',
      acceptance: [
        'A transcript is ready within 30 minutes of upload and can be corrected before publishing.',
        'Transcripts are included in the feed in the standard transcript tag.',
      ],
      entities: ['episode'],
      integrations: ['Speech-to-text'],
      size: 2,
    },
    {
      id: 'migration',
      title: 'Import from another host',
      usedBy: ['podcasters'],
      action: 'move my show from another host with its episodes and subscribers',
      benefit: 'switch hosts without losing a listener',
      acceptance: [
        'Every episode is imported from the old feed with its dates and notes.',
        'The old host’s redirect is checked and the new feed is confirmed in the main apps.',
      ],
      entities: ['show', 'episode'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'show', plural: 'shows' },
      fields: ['title:text', 'owner_id:uuid', 'feed_url:text', 'category:text', 'private:boolean'],
    },
    {
      name: { singular: 'episode', plural: 'episodes' },
      fields: [
        'show_id:uuid',
        'title:text',
        'audio_url:text',
        'duration_seconds:integer',
        'publish_at:timestamp',
        'transcript:text',
      ],
    },
    {
      name: { singular: 'download', plural: 'downloads' },
      fields: ['episode_id:uuid', 'app:text', 'country:text', 'downloaded_at:timestamp'],
    },
    {
      name: { singular: 'ad campaign', plural: 'ad campaigns' },
      fields: ['show_id:uuid', 'advertiser:text', 'starts_on:date', 'ends_on:date', 'countries:text[]'],
    },
    {
      name: { singular: 'private listener', plural: 'private listeners' },
      fields: ['show_id:uuid', 'email:text', 'feed_token:text', 'revoked_at:timestamp'],
    },
  ],
  compliance: ['GDPR for listener data', 'copyright takedown process', 'PCI DSS (through the card provider)'],
  complexity: 3,
  vocabulary: ['wave', 'signal', 'echo', 'cast', 'feed', 'relay', 'tower', 'air', 'voice', 'channel'],
  brandMotifs: ['mic', 'radio', 'wave', 'headphones'],
  personality: ['Modern', 'Clear', 'Reliable', 'Friendly', 'Independent'],
};
