import { logoStyles, type LogoStyle } from '@bb/backend/contracts';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export const logoStyleInfo: Record<LogoStyle, { label: string; description: string }> = {
  minimalist: { label: 'Minimalist', description: 'Clean lines and open space' },
  modern: { label: 'Modern', description: 'Sleek gradients, rounded shapes' },
  classic: { label: 'Classic', description: 'Timeless emblems and serif type' },
  geometric: { label: 'Geometric', description: 'Precise shapes and symmetry' },
  organic: { label: 'Organic', description: 'Soft, natural, flowing forms' },
  bold: { label: 'Bold', description: 'Strong blocks and heavy type' },
};

/** A small drawing of each style in the brand's colours. */
function StylePreview({
  style,
  primary,
  secondary,
}: {
  style: LogoStyle;
  primary: string;
  secondary: string;
}) {
  const id = `logo-style-gradient-${style}`;
  return (
    <svg viewBox="0 0 64 64" className="size-12" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={primary} />
          <stop offset="1" stopColor={secondary} />
        </linearGradient>
      </defs>
      {style === 'minimalist' ? (
        <>
          <circle cx="32" cy="26" r="13" fill="none" stroke={primary} strokeWidth="2" />
          <line x1="18" y1="50" x2="46" y2="50" stroke={primary} strokeWidth="2" strokeLinecap="round" />
        </>
      ) : null}
      {style === 'modern' ? (
        <>
          <rect x="14" y="10" width="36" height="36" rx="11" fill={`url(#${id})`} />
          <rect x="18" y="52" width="28" height="4" rx="2" fill={primary} opacity="0.6" />
        </>
      ) : null}
      {style === 'classic' ? (
        <>
          <path
            d="M32 6 L52 14 V30 C52 44 42 53 32 58 C22 53 12 44 12 30 V14 Z"
            fill="none"
            stroke={primary}
            strokeWidth="2.5"
          />
          <path
            d="M32 13 L46 19 V30 C46 40 39 47 32 51 C25 47 18 40 18 30 V19 Z"
            fill={primary}
            opacity="0.15"
          />
          <text
            x="32"
            y="38"
            textAnchor="middle"
            fontFamily="Georgia, serif"
            fontSize="18"
            fontWeight="700"
            fill={primary}
          >
            A
          </text>
        </>
      ) : null}
      {style === 'geometric' ? (
        <>
          <polygon points="32,8 54,48 10,48" fill="none" stroke={primary} strokeWidth="2.5" />
          <polygon points="32,24 42,42 22,42" fill={secondary} />
          <circle cx="32" cy="8" r="3" fill={primary} />
        </>
      ) : null}
      {style === 'organic' ? (
        <>
          <path
            d="M33 8 C47 8 56 20 53 33 C50 47 38 57 25 53 C12 49 7 36 11 24 C15 13 22 8 33 8 Z"
            fill={`url(#${id})`}
            opacity="0.9"
          />
          <path
            d="M22 38 C28 26 38 22 46 22"
            fill="none"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </>
      ) : null}
      {style === 'bold' ? (
        <>
          <rect x="8" y="8" width="48" height="48" rx="4" fill={primary} />
          <rect x="16" y="18" width="32" height="9" fill="#fff" />
          <rect x="16" y="33" width="20" height="9" fill="#fff" />
        </>
      ) : null}
    </svg>
  );
}

export interface LogoStylePickerProps {
  value: LogoStyle;
  onChange: (style: LogoStyle) => void;
  disabled?: boolean;
  colors: { primary: string; secondary: string };
}

/** The six logo styles as a radio group of picture cards. */
export function LogoStylePicker({ value, onChange, disabled, colors }: LogoStylePickerProps) {
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="text-sm font-semibold">Logo style</legend>
      <p className="mt-1 text-xs text-muted-foreground">The overall look of your logo designs.</p>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3">
        {logoStyles.map((style) => {
          const checked = style === value;
          const info = logoStyleInfo[style];
          return (
            <label
              key={style}
              className={cn(
                'group relative flex cursor-pointer flex-col items-start gap-2 rounded-lg border bg-background p-3 transition sm:flex-row sm:items-center sm:gap-3',
                'hover:border-primary/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                checked && 'border-primary bg-accent/50 ring-1 ring-primary',
              )}
            >
              <input
                type="radio"
                name="logo-style"
                value={style}
                checked={checked}
                onChange={() => onChange(style)}
                className="sr-only"
              />
              <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-white ring-1 ring-slate-200 dark:ring-slate-700">
                <StylePreview style={style} primary={colors.primary} secondary={colors.secondary} />
              </span>
              <span className="min-w-0 pr-4 sm:pr-0">
                <span className="block text-sm font-medium">{info.label}</span>
                <span className="block text-xs text-muted-foreground">{info.description}</span>
              </span>
              {checked ? (
                <Check className="absolute top-2 right-2 size-4 text-primary" aria-hidden="true" />
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
