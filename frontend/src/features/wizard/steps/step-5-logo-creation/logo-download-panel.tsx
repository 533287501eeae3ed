import type { Logo } from '@bb/backend/contracts';
import { Download, FileImage } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { downloadLogoPng, downloadLogoSvg, PNG_SIZE } from './logo-download';
import { LogoImage } from './logo-grid';
import { svgFromDataUrl } from './logo-utils';

/** The selected logo, larger, with SVG and PNG downloads. */
export function LogoDownloadPanel({ logo, businessName }: { logo: Logo; businessName: string }) {
  const [pngPending, setPngPending] = useState(false);
  const isSvg = svgFromDataUrl(logo.imageUrl) !== null;

  const svg = () => {
    if (!downloadLogoSvg(logo.imageUrl, businessName)) {
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: 'This logo is not available as SVG.',
      });
    }
  };
  const png = async () => {
    setPngPending(true);
    try {
      await downloadLogoPng(logo.imageUrl, businessName);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: 'The PNG could not be made. Please try again.',
      });
    } finally {
      setPngPending(false);
    }
  };

  return (
    <section aria-labelledby="logo-download-heading" className="rounded-xl border bg-surface p-4 sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="mx-auto block w-32 shrink-0 overflow-hidden rounded-lg border bg-white p-2 sm:mx-0">
          <LogoImage
            logo={logo}
            businessName={businessName}
            alt={`Selected logo for ${businessName || 'your business'}`}
          />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="logo-download-heading" className="flex items-center gap-2 font-semibold">
            <FileImage className="size-4 text-primary" aria-hidden="true" />
            Download your logo
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            SVG scales to any size for print and web; the PNG is {PNG_SIZE} × {PNG_SIZE} px with a transparent
            background.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={svg} disabled={!isSvg}>
              <Download aria-hidden="true" />
              Download SVG
            </Button>
            <Button variant="outline" size="sm" onClick={() => void png()} disabled={pngPending}>
              {pngPending ? <Spinner label="Preparing PNG" /> : <Download aria-hidden="true" />}
              {pngPending ? 'Preparing…' : 'Download PNG'}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
