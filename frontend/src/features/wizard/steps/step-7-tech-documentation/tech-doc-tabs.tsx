import type { StepData } from '@bb/backend/contracts';
import { Database, Network, Server, Workflow } from 'lucide-react';
import { ApiPanel, ArchitecturePanel, DatabasePanel, TechStackPanel } from '@/features/project-content';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

type TechDocumentation = NonNullable<StepData['techDocumentation']>;

/** The generated documentation in four tabs: Tech Stack, Architecture, API Design, Database. */
export function TechDocTabs({ doc }: { doc: TechDocumentation }) {
  const counts = {
    api: doc.apiSpecification?.endpoints.length ?? 0,
    db: doc.databaseSchema?.tables.length ?? 0,
  };
  return (
    <Tabs defaultValue="stack" className="min-w-0">
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <TabsList
          aria-label="Technical documentation"
          className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-max sm:gap-0"
        >
          <TabsTrigger value="stack">
            <Server className="size-4" aria-hidden="true" />
            Tech Stack
          </TabsTrigger>
          <TabsTrigger value="architecture">
            <Network className="size-4" aria-hidden="true" />
            Architecture
          </TabsTrigger>
          <TabsTrigger value="api">
            <Workflow className="size-4" aria-hidden="true" />
            API Design
            {counts.api ? <span className="text-xs text-muted-foreground">({counts.api})</span> : null}
          </TabsTrigger>
          <TabsTrigger value="database">
            <Database className="size-4" aria-hidden="true" />
            Database
            {counts.db ? <span className="text-xs text-muted-foreground">({counts.db})</span> : null}
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="stack">
        <TechStackPanel stack={doc.techStack} />
      </TabsContent>
      <TabsContent value="architecture">
        <ArchitecturePanel architecture={doc.architecture} />
      </TabsContent>
      <TabsContent value="api">
        <ApiPanel api={doc.apiSpecification} />
      </TabsContent>
      <TabsContent value="database">
        <DatabasePanel schema={doc.databaseSchema} />
      </TabsContent>
    </Tabs>
  );
}
