import { textOn } from '../../lib/color';

export interface BrandPreviewProps {
  name: string;
  tagline: string;
  primary: string;
  secondary: string;
  accent: string;
  neutral: string;
  fontPrimary: string;
  fontSecondary: string;
  traits: readonly string[];
}

const stack = (font: string) => `"${font}", ui-sans-serif, system-ui, sans-serif`;

/** A live sample of the style guide: the name in the heading font, body text, a button and chips. */
export function BrandPreview({
  name,
  tagline,
  primary,
  secondary,
  accent,
  neutral,
  fontPrimary,
  fontSecondary,
  traits,
}: BrandPreviewProps) {
  return (
    <figure
      className="overflow-hidden rounded-xl border bg-white text-slate-900 shadow-sm"
      aria-label="Brand preview"
      // The user's own palette as it would look, low contrast included: a sample, not the app's text.
      data-colour-sample=""
    >
      <div
        className="h-2"
        style={{ backgroundImage: `linear-gradient(90deg, ${primary}, ${secondary}, ${accent})` }}
      />
      <div className="p-5">
        <p
          className="text-2xl font-bold tracking-tight"
          style={{ fontFamily: stack(fontPrimary), color: primary }}
        >
          {name}
        </p>
        <p
          className="mt-1 line-clamp-3 text-sm leading-relaxed"
          style={{ fontFamily: stack(fontSecondary), color: neutral }}
        >
          {tagline}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-2" style={{ fontFamily: stack(fontSecondary) }}>
          <span
            className="rounded-md px-3 py-1.5 text-sm font-semibold"
            style={{ backgroundColor: primary, color: textOn(primary).text }}
          >
            Get started
          </span>
          <span
            className="rounded-md border-2 px-3 py-1.5 text-sm font-semibold"
            style={{ borderColor: secondary, color: secondary }}
          >
            Learn more
          </span>
          {traits.slice(0, 3).map((trait) => (
            <span
              key={trait}
              className="rounded-full px-2.5 py-0.5 text-xs font-medium"
              style={{ backgroundColor: accent, color: textOn(accent).text }}
            >
              {trait}
            </span>
          ))}
        </div>
        <figcaption className="mt-4 text-xs text-slate-500">
          Headings in {fontPrimary}, text in {fontSecondary}
        </figcaption>
      </div>
    </figure>
  );
}
