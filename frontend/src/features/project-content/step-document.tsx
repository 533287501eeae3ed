import type { StepData } from '@bb/backend/contracts';
import type { ReactNode } from 'react';

/**
 * A completed project's form steps (1-4) read as a document: headings and text, not a form of
 * disabled fields. Steps 5-8 show their results already (logos, stories, documentation, exports).
 */

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <div className="text-[0.95rem] leading-relaxed">{children}</div>
    </section>
  );
}

function Prose({ text }: { text: string | undefined | null }) {
  const value = text?.trim();
  if (!value) return <p className="text-muted-foreground italic">Not filled in.</p>;
  return (
    <>
      {value.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </>
  );
}

function Bullets({ items }: { items: readonly string[] | undefined }) {
  const list = (items ?? []).filter((item) => item.trim());
  if (list.length === 0) return <p className="text-muted-foreground italic">None.</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 marker:text-muted-foreground">
      {list.map((item, i) => (
        <li key={`${item}-${i}`}>{item}</li>
      ))}
    </ul>
  );
}

function IdeaDocument({ data }: { data: StepData }) {
  const idea = data.ideaGeneration?.selectedIdea;
  if (!idea) return <Prose text={null} />;
  return (
    <div className="space-y-6">
      <p className="text-xl font-semibold tracking-tight">{idea.businessIdea}</p>
      <Section title="Description">
        <Prose text={idea.description} />
      </Section>
      <div className="grid gap-6 sm:grid-cols-2">
        <Section title="Target audience">
          <Prose text={idea.targetAudience} />
        </Section>
        <Section title="Potential revenue">
          <Prose text={idea.potentialRevenue} />
        </Section>
      </div>
      <Section title="Key features">
        <Bullets items={idea.keyFeatures} />
      </Section>
    </div>
  );
}

function DefinitionDocument({ data }: { data: StepData }) {
  const d = data.businessDefinition;
  return (
    <div className="space-y-6">
      <Section title="Mission statement">
        <Prose text={d?.missionStatement} />
      </Section>
      <Section title="Value proposition">
        <Prose text={d?.valueProposition} />
      </Section>
      <Section title="Business model">
        <Prose text={d?.businessModel} />
      </Section>
      <Section title="Competitive advantage">
        <Prose text={d?.competitiveAdvantage} />
      </Section>
    </div>
  );
}

function NameDocument({ data }: { data: StepData }) {
  const chosen = data.nameGeneration?.selectedName;
  const others = (data.nameGeneration?.generatedNames ?? []).filter((n) => n.name !== chosen?.name);
  return (
    <div className="space-y-6">
      <div>
        <p className="text-3xl font-bold tracking-tight">{chosen?.name ?? 'No name chosen'}</p>
        {chosen?.domain ? <p className="mt-1 text-muted-foreground">{chosen.domain}</p> : null}
      </div>
      {chosen?.description ? (
        <Section title="Why this name">
          <Prose text={chosen.description} />
        </Section>
      ) : null}
      {others.length > 0 ? (
        <Section title="Other names considered">
          <p>{others.map((n) => n.name).join(' · ')}</p>
        </Section>
      ) : null}
    </div>
  );
}

function Swatch({ label, hex }: { label: string; hex: string | undefined }) {
  if (!hex) return null;
  return (
    <li className="flex items-center gap-3">
      <span
        className="size-10 shrink-0 rounded-lg border shadow-inner"
        style={{ backgroundColor: hex }}
        aria-hidden="true"
      />
      <span>
        <span className="block font-medium">{label}</span>
        <span className="font-mono text-sm text-muted-foreground">{hex.toUpperCase()}</span>
      </span>
    </li>
  );
}

function StyleDocument({ data }: { data: StepData }) {
  const s = data.styleGuide;
  return (
    <div className="space-y-6">
      <Section title="Colours">
        <ul className="grid gap-3 sm:grid-cols-2">
          <Swatch label="Primary" hex={s?.primaryColor ?? s?.colors?.primary} />
          <Swatch label="Secondary" hex={s?.secondaryColor ?? s?.colors?.secondary} />
          <Swatch label="Accent" hex={s?.accentColor ?? s?.colors?.accent} />
          <Swatch label="Neutral" hex={s?.neutralColor ?? s?.colors?.neutral} />
        </ul>
      </Section>
      <div className="grid gap-6 sm:grid-cols-2">
        <Section title="Heading font">
          <p style={s?.fontPrimary ? { fontFamily: s.fontPrimary } : undefined}>
            {s?.fontPrimary || 'Not chosen'}
          </p>
        </Section>
        <Section title="Body font">
          <p style={s?.fontSecondary ? { fontFamily: s.fontSecondary } : undefined}>
            {s?.fontSecondary || 'Not chosen'}
          </p>
        </Section>
      </div>
      <Section title="Brand personality">
        <p>{(s?.brandPersonality ?? []).join(' · ') || 'Not described.'}</p>
      </Section>
      <Section title="Design principles">
        <Bullets items={s?.designPrinciples} />
      </Section>
    </div>
  );
}

const documents: Record<number, (props: { data: StepData }) => ReactNode> = {
  1: IdeaDocument,
  2: DefinitionDocument,
  3: NameDocument,
  4: StyleDocument,
};

/** Whether `step` has a document view (steps 1-4, the steps that are forms). */
export function hasStepDocument(step: number): boolean {
  return step in documents;
}

export function StepDocument({ step, data }: { step: number; data: StepData }) {
  const Document = documents[step];
  if (!Document) return null;
  return (
    <article className="space-y-6" aria-label="Read-only project content">
      <Document data={data} />
    </article>
  );
}
