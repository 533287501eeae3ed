import { vibePrompts } from '../content/tech';
import { slugify } from '../export-file-name';
import type { ExportableProject } from '../exportable-project';
import type { ZipEntry } from './zip-writer';

/**
 * vibe-coding/<platform>-prompt.md for each platform with a prompt, and vibe-coding/README.md
 * (the generated project README; one section per platform when they differ). Platform keys
 * come from stored data, so they are slugified before they become paths.
 */
export function vibeCodingEntries(project: ExportableProject): ZipEntry[] {
  const prompts = vibePrompts(project.stepData.techDocumentation);
  const used = new Set<string>();
  const entries: ZipEntry[] = prompts.map((p, index) => {
    let slug = slugify(p.platform, 40) || `platform-${index + 1}`;
    while (used.has(slug)) slug = `${slug}-${index + 1}`;
    used.add(slug);
    return {
      name: `vibe-coding/${slug}-prompt.md`,
      description: `Prompt to paste into ${p.label} to generate a first version of the product.`,
      content: () => `${p.prompt}\n`,
    };
  });
  const readmes = prompts.filter((p) => p.readme.length > 0);
  const distinct = new Set(readmes.map((p) => p.readme));
  if (readmes.length > 0) {
    const text =
      distinct.size === 1
        ? `${readmes[0]?.readme ?? ''}\n`
        : `${readmes.map((p) => `<!-- README generated for ${p.label} -->\n\n${p.readme}`).join('\n\n---\n\n')}\n`;
    entries.push({
      name: 'vibe-coding/README.md',
      description: 'README for the generated code repository.',
      content: () => text,
    });
  }
  return entries;
}
