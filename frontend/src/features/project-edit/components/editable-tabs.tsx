import type { ReactNode } from 'react';
import { textColourOn } from '@bb/kernel';
import { ColourField, FontField, TextAreaField, TextField, type EditForm } from './edit-fields';

/** The four editable tabs: the fields the wizard's first four steps hold. */

export function TabSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  // The tab above already shows the title; writing it again as a heading put each tab's name
  // (the spec's 'Naming', 'Style Guide', …) on the page twice, so a text lookup of a tab found two.
  return (
    <section aria-label={title} className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <p className="text-sm text-muted-foreground">{description}</p>
      <div className="mt-5 grid gap-5">{children}</div>
    </section>
  );
}

export function IdeaTab({ form }: { form: EditForm }) {
  return (
    <TabSection title="Business Idea" description="The idea you chose in step 1, in your own words.">
      <TextField
        form={form}
        name="businessIdea"
        label="Business idea"
        placeholder="What the business does, in one line"
      />
      <TextAreaField form={form} name="description" label="Description" rows={5} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextAreaField form={form} name="targetAudience" label="Target audience" rows={3} />
        <TextAreaField form={form} name="potentialRevenue" label="Revenue potential" rows={3} />
      </div>
    </TabSection>
  );
}

export function DefinitionTab({ form }: { form: EditForm }) {
  return (
    <TabSection title="Business Definition" description="Why the business exists and how it wins (step 2).">
      <TextAreaField form={form} name="missionStatement" label="Mission statement" rows={3} />
      <TextAreaField form={form} name="valueProposition" label="Value proposition" rows={3} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextAreaField form={form} name="businessModel" label="Business model" rows={4} />
        <TextAreaField form={form} name="competitiveAdvantage" label="Competitive advantage" rows={4} />
      </div>
    </TabSection>
  );
}

export function NamingTab({ form }: { form: EditForm }) {
  return (
    <TabSection title="Naming" description="The name you selected in step 3; exports and file names use it.">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField form={form} name="name" label="Selected name" />
        <TextField form={form} name="domain" label="Domain" placeholder="example.com" />
      </div>
      <TextAreaField form={form} name="nameDescription" label="Name description" rows={3} />
    </TabSection>
  );
}

export function StyleTab({ form }: { form: EditForm }) {
  return (
    <TabSection
      title="Style Guide"
      description="Brand colours and fonts (step 4). Pick a colour or type its hex code."
    >
      <div className="grid gap-5 md:grid-cols-2">
        <ColourField
          form={form}
          name="primaryColor"
          label="Primary colour"
          hint="Buttons, headings and the logo"
        />
        <ColourField
          form={form}
          name="secondaryColor"
          label="Secondary colour"
          hint="Highlights and accents"
        />
        <FontField form={form} name="fontPrimary" label="Primary font" hint="Headings" />
        <FontField form={form} name="fontSecondary" label="Secondary font" hint="Body text" />
      </div>
      <BrandPreview form={form} />
    </TabSection>
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The chosen font when the browser has it, else the page's own sans-serif (never a serif fallback). */
const fontStack = (font: string) =>
  `${font.trim() ? `"${font.trim().replace(/"/g, '')}", ` : ''}ui-sans-serif, system-ui, sans-serif`;

/** Black or white, whichever reads better on `hex` ('#RRGGBB'; WCAG contrast, the kernel's rule). */
function textOn(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return textColourOn({ r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 }).text === 'white'
    ? '#FFFFFF'
    : '#000000';
}

/** The colours and fonts together, live, so a change is seen before it is saved. */
function BrandPreview({ form }: { form: EditForm }) {
  const [primary, secondary, fontPrimary, fontSecondary, name] = form.watch([
    'primaryColor',
    'secondaryColor',
    'fontPrimary',
    'fontSecondary',
    'name',
  ]);
  const p = HEX.test(primary.trim()) ? primary.trim() : '#6366F1';
  const s = HEX.test(secondary.trim()) ? secondary.trim() : '#8B5CF6';
  return (
    <div aria-label="Brand preview" className="overflow-hidden rounded-lg border">
      <div
        className="flex items-center justify-between gap-4 px-5 py-4"
        style={{ backgroundColor: p, color: textOn(p) }}
      >
        <span className="text-xl font-bold" style={{ fontFamily: fontStack(fontPrimary) }}>
          {name.trim() || 'Your brand'}
        </span>
        <span
          className="rounded-full px-3 py-1 text-xs font-semibold"
          style={{ backgroundColor: s, color: textOn(s) }}
        >
          Call to action
        </span>
      </div>
      <p
        className="bg-background px-5 py-3 text-sm text-muted-foreground"
        style={{ fontFamily: fontStack(fontSecondary) }}
      >
        Body text in {fontSecondary.trim() || 'the secondary font'}; headings in{' '}
        {fontPrimary.trim() || 'the primary font'}.
      </p>
    </div>
  );
}
