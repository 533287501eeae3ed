import { vibePrompts } from '../content/tech';
import { slugify } from '@bb/kernel';
import type { ExportableProject } from '../exportable-project';
import { oneLine, safeText } from '../markdown/md';
import type { ZipEntry } from './zip-writer';

/** Text inside an HTML comment cannot end it (`--`). */
const commentText = (text: string) => oneLine(text).replace(/-{2,}/g, '-');

/**
 * vibe-coding/<platform>-prompt.md for each platform with a prompt, and vibe-coding/README.md
 * (the generated project README; one section per platform when they differ). Platform keys
 * come from stored data, so they are slugified before they become paths. The README is rendered
 * by code hosts and editors, so its text goes through safeText; the prompts are kept exactly as
 * written, being text to paste into a tool.
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
        ? `${safeText(readmes[0]?.readme ?? '')}\n`
        : `${readmes.map((p) => `<!-- README generated for ${commentText(p.label)} -->\n\n${safeText(p.readme)}`).join('\n\n---\n\n')}\n`;
    entries.push({
      name: 'vibe-coding/README.md',
      description: 'README for the generated code repository.',
      content: () => text,
    });
  }
  return entries;
}
