import type { CatalogueIdea } from './catalogue-idea';

export const technologyIdeas: readonly CatalogueIdea[] = [
  {
    slug: 'api-change-radar',
    title: 'API Change Radar',
    description:
      'Watches the changelogs, OpenAPI specs and SDK releases of the third-party APIs a team depends on and flags breaking changes before they hit production. Each alert names the affected code paths and opens a ticket with a suggested fix.',
    businessIdea:
      'A monitoring service that warns engineering teams about breaking changes in the third-party APIs they use',
    targetAudience:
      'Engineering leads at SaaS companies with 10 to 200 developers that integrate payments, messaging and CRM APIs',
    industry: 'technology',
    keyFeatures: [
      'Automatic discovery of API dependencies from the code repository',
      'Diffing of OpenAPI specs and SDK versions with a breaking-change score',
      'Jira and Linear tickets with the affected files listed',
      'Weekly digest of deprecations with their sunset dates',
    ],
    potentialRevenue: '$150K-$500K ARR in year two',
  },
  {
    slug: 'cloud-bill-watchdog',
    title: 'Cloud Bill Watchdog for Startups',
    description:
      'Connects read-only to AWS or Google Cloud billing and finds idle instances, orphaned volumes and oversized databases. Founders get a plain-English weekly report with the dollar saving of each fix and a one-click cleanup script.',
    businessIdea: 'A cloud cost watchdog that turns a startup bill into a short list of safe savings',
    targetAudience:
      'Seed to Series A startups spending $3K-$60K a month on cloud without a dedicated DevOps engineer',
    industry: 'technology',
    keyFeatures: [
      'Read-only connection set up in under five minutes',
      'Idle and oversized resource detection with projected savings',
      'Reviewed cleanup scripts that can be run or scheduled',
      'Budget alerts in Slack when daily spend jumps',
      'Monthly savings report for the board deck',
    ],
    potentialRevenue: '$200K-$700K ARR in year two, priced at 10% of verified savings',
  },
  {
    slug: 'offline-field-inspections',
    title: 'Offline-First Field Inspection App',
    description:
      'Lets elevator, fire-safety and building inspectors complete checklists, photos and signatures in basements and plant rooms with no signal. Everything syncs when the device is back online and produces a branded compliance report the same day.',
    businessIdea:
      'A mobile inspection app that works without signal and produces compliance reports automatically',
    targetAudience: 'Inspection and maintenance firms with 5 to 50 field inspectors',
    industry: 'technology',
    keyFeatures: [
      'Checklist templates per regulation and asset type',
      'Full offline mode with conflict-free sync',
      'Annotated photos and customer signature capture',
      'Branded PDF report generated on sync',
      'Due-date tracker for recurring inspections',
    ],
    potentialRevenue: '$180K-$450K ARR in year two at $45 per inspector per month',
  },
  {
    slug: 'private-ai-office-box',
    title: 'Private AI Box for Small Offices',
    description:
      'A preconfigured mini-server that runs open-weight language models on premises so staff can search and question their own documents without data leaving the building. It ships with connectors for shared drives and email archives and is managed remotely.',
    businessIdea:
      'An on-premises AI appliance that lets confidential offices question their documents privately',
    targetAudience:
      'Law, accounting and medical offices of 10 to 50 people with strict confidentiality obligations',
    industry: 'technology',
    keyFeatures: [
      'Plug-in hardware with models preinstalled',
      'Document search and question answering with cited sources',
      'Connectors for Windows file shares, SharePoint and Outlook',
      'Role-based access that mirrors folder permissions',
      'Remote updates and health monitoring',
    ],
    potentialRevenue: '$400K-$1.2M revenue in year two from hardware plus $150/month support',
  },
  {
    slug: 'accessibility-fix-bot',
    title: 'Accessibility Fix Bot',
    description:
      'Scans websites for WCAG failures such as missing labels, low contrast and broken focus order, then opens pull requests with the code changes. Agencies can show clients a compliance score that improves week by week.',
    businessIdea:
      'A bot that finds accessibility failures on websites and submits the code fixes as pull requests',
    targetAudience: 'Web agencies and in-house web teams maintaining React, Vue or WordPress sites',
    industry: 'technology',
    keyFeatures: [
      'Nightly crawl with WCAG 2.2 AA checks',
      'Pull requests with fixes for GitHub and GitLab',
      'Client-facing compliance dashboard and history',
      'Regression guard in continuous integration',
    ],
    potentialRevenue: '$120K-$400K ARR in year two',
  },
  {
    slug: 'shift-swap-app',
    title: 'Shift Swap App for Hourly Teams',
    description:
      'Hourly workers post and claim shifts from their phones while the app enforces the manager rules on overtime, skills and rest time. Approved swaps flow straight into the schedule and payroll export, which ends the group-chat chaos.',
    businessIdea: 'A mobile app that lets hourly staff swap shifts within the rules managers set',
    targetAudience: 'Multi-location cafes, retailers and clinics with 20 to 500 hourly employees',
    industry: 'technology',
    keyFeatures: [
      'Shift marketplace with push notifications',
      'Automatic checks for overtime, qualifications and rest periods',
      'One-tap manager approval',
      'Payroll export for Gusto, ADP and Square',
      'Attendance and no-show reporting',
    ],
    potentialRevenue: '$250K-$800K ARR in year two at $3 per employee per month',
  },
  {
    slug: 'iot-freezer-monitoring',
    title: 'Walk-In Freezer Monitoring',
    description:
      'Wireless temperature sensors alert kitchen managers by text the moment a walk-in cooler or freezer drifts out of range, before stock is lost. The readings double as the automatic food-safety log that health inspectors ask for.',
    businessIdea:
      'Wireless sensors and alerts that protect restaurant cold storage and keep food-safety logs',
    targetAudience: 'Restaurants, small grocers, school kitchens and laboratories with walk-in cold storage',
    industry: 'technology',
    keyFeatures: [
      'Battery sensors installed without an electrician',
      'Text and phone-call alerts with escalation',
      'Automatic HACCP temperature logs',
      'Door-left-open detection',
      'Multi-site dashboard for owners',
    ],
    potentialRevenue: '$300K-$900K revenue in year two from kits plus $19/month per sensor',
  },
];
