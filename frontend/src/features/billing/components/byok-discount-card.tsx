import type { Tier } from '@bb/backend/contracts';
import { ArrowRight, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useByokPricing } from '../api/get-byok-pricing';
import { formatPrice, tierNames } from '../lib/format';

/** Bring your own AI keys and pay less: the saving on the current plan, from the server's prices. */
export function ByokDiscountCard({ tier }: { tier: Exclude<Tier, 'free'> }) {
  const pricing = useByokPricing();
  const p = pricing.data?.pricing[tier];
  const percent = pricing.data?.discountPercent ?? 30;
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Save {percent}% with your own API keys
        </CardTitle>
        <CardDescription>
          Use your own OpenAI, Anthropic or Google key for the AI and pay less for your plan. Keys are stored
          AES-256 encrypted.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end justify-between gap-4">
        {p ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{tierNames[tier]}: </span>
            <span className="text-muted-foreground line-through">{formatPrice(p.regular)}</span>{' '}
            <span className="text-lg font-semibold">{formatPrice(p.byok)}</span>
            <span className="text-muted-foreground">/month</span>
            <span className="ml-2 font-medium text-success">
              you save {formatPrice(p.regular - p.byok)} a month
            </span>
          </p>
        ) : (
          <span />
        )}
        <Button asChild variant="outline">
          <Link to="/api-settings">
            Set up API keys
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
