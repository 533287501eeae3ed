import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** How long 'Copied' shows after a copy. */
export const COPIED_INDICATOR_MS = 2000;

export interface CopyButtonProps {
  text: string;
  /** What is copied, for the accessible name ('Copy prompt'). */
  label: string;
  className?: string;
  disabled?: boolean;
}

/** Copies `text` to the clipboard; 'Copied' for 2 s, or 'Failed to copy to clipboard'. */
export function CopyButton({ text, label, className, disabled }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    } catch {
      setCopied(false);
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Failed to copy to clipboard' });
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={disabled}
      onClick={() => void copy()}
      aria-label={copied ? `${label}: copied` : label}
    >
      {copied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
