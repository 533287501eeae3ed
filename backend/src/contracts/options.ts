import { tiers } from '@bb/kernel';
import { z } from 'zod';

/** The fixed option lists of the spec. */
export const industries = [
  'technology',
  'healthcare',
  'education',
  'finance',
  'ecommerce',
  'marketing',
  'consulting',
  'creative',
  'other',
] as const;
export const industrySchema = z.enum(industries);
export type Industry = z.infer<typeof industrySchema>;

export const budgets = ['0-1000', '1000-5000', '5000-10000', '10000-50000', '50000+'] as const;
export const budgetSchema = z.enum(budgets);
export type Budget = z.infer<typeof budgetSchema>;

export const nameStyles = [
  'Modern & Tech',
  'Professional & Corporate',
  'Creative & Unique',
  'Short & Memorable',
] as const;
export const nameStyleSchema = z.enum(nameStyles);
export type NameStyle = z.infer<typeof nameStyleSchema>;

/** short: 3-6 characters, medium: 7-10, long: 11 or more. */
export const nameLengths = ['short', 'medium', 'long'] as const;
export const nameLengthSchema = z.enum(nameLengths);
export type NameLength = z.infer<typeof nameLengthSchema>;

export const logoStyles = ['minimalist', 'modern', 'classic', 'geometric', 'organic', 'bold'] as const;
export const logoStyleSchema = z.enum(logoStyles);
export type LogoStyle = z.infer<typeof logoStyleSchema>;

export const logoSymbols = [
  'abstract',
  'geometric',
  'letter',
  'icon',
  'symbol',
  'crown',
  'star',
  'circle',
  'triangle',
  'hexagon',
  'arrow',
  'lightning',
  'leaf',
  'mountain',
  'wave',
  'flame',
] as const;
export const logoSymbolSchema = z.enum(logoSymbols);
export type LogoSymbol = z.infer<typeof logoSymbolSchema>;

export const fonts = [
  'Inter',
  'Helvetica',
  'Arial',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Source Sans Pro',
  'Nunito Sans',
  'PT Sans',
  'IBM Plex Sans',
] as const;
export const fontSchema = z.enum(fonts);

export const styleGuideDefaults = {
  primaryColor: '#6366F1',
  secondaryColor: '#8B5CF6',
  accentColor: '#06B6D4',
  neutralColor: '#64748B',
  fontPrimary: 'Inter',
  fontSecondary: 'Inter',
} as const;

export const techBudgets = ['startup', 'small', 'medium', 'enterprise'] as const;
export const techBudgetSchema = z.enum(techBudgets);
export type TechBudget = z.infer<typeof techBudgetSchema>;

export const complexities = ['simple', 'medium', 'complex'] as const;
export const complexitySchema = z.enum(complexities);
export type Complexity = z.infer<typeof complexitySchema>;

export const vibePlatforms = ['replit', 'bolt', 'lovable', 'v0', 'universal'] as const;
export const vibePlatformSchema = z.enum(vibePlatforms);
export type VibePlatform = z.infer<typeof vibePlatformSchema>;

export const priorities = ['high', 'medium', 'low'] as const;
export const prioritySchema = z.enum(priorities);

/** The tiers are the kernel's (packages/kernel/src/plans.ts). */
export { tiers };
export const tierSchema = z.enum(tiers);
export type Tier = z.infer<typeof tierSchema>;

export const exportTypes = [
  'complete-package',
  'business-plan',
  'brand-guidelines',
  'technical-docs',
  'requirements',
  'logo-files',
] as const;
export const exportTypeSchema = z.enum(exportTypes);
export type ExportType = z.infer<typeof exportTypeSchema>;
