import type { StepData } from '@bb/backend/contracts';
import { ApiPanel, ArchitecturePanel, DatabasePanel, TechStackPanel } from '@/features/project-content';
import { TabSection } from './editable-tabs';
import { ContentSection, EmptyContent } from './read-only-tabs';

const description = 'The technical documentation from step 7.';

/** Step 7's documentation as the wizard shows it, read-only: stack, architecture, API and database. */
export function TechnicalTab({ projectId, data }: { projectId: string; data: StepData }) {
  const { techStack, architecture, apiSpecification, databaseSchema } = data.techDocumentation ?? {};
  const endpoints = apiSpecification?.endpoints.length ?? 0;
  const tables = databaseSchema?.tables.length ?? 0;
  if (!techStack && !architecture && !endpoints && !tables) {
    return (
      <TabSection title="Technical" description={description}>
        <EmptyContent projectId={projectId} step={7}>
          No technical documentation yet.
        </EmptyContent>
      </TabSection>
    );
  }
  return (
    <TabSection title="Technical" description={description}>
      {techStack ? (
        <ContentSection title="Tech stack">
          <TechStackPanel stack={techStack} />
        </ContentSection>
      ) : null}
      {architecture ? (
        <ContentSection title="Architecture">
          <ArchitecturePanel architecture={architecture} />
        </ContentSection>
      ) : null}
      {endpoints ? (
        <ContentSection title={`API endpoints (${endpoints})`}>
          <ApiPanel api={apiSpecification} />
        </ContentSection>
      ) : null}
      {tables ? (
        <ContentSection title={`Database tables (${tables})`}>
          <DatabasePanel schema={databaseSchema} />
        </ContentSection>
      ) : null}
    </TabSection>
  );
}
