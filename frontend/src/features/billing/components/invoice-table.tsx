import type { Invoice } from '@bb/backend/contracts';
import { ExternalLink, FileDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatPrice } from '../lib/format';

/** Invoice history, newest first, with the provider's hosted page and PDF when there are any. */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  if (invoices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No invoices yet. They appear here once you subscribe.</p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[28rem] text-sm">
        {/* Not 'Invoice history' again: the card's heading says it, once. */}
        <caption className="sr-only">Your invoices, newest first</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Date
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Amount
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Invoice
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className="px-4 py-3">{formatDate(invoice.created)}</td>
              <td className="px-4 py-3 font-medium tabular-nums">{formatPrice(invoice.amount_paid)}</td>
              <td className="px-4 py-3">
                <Badge variant={invoice.status === 'paid' ? 'success' : 'warning'} className="capitalize">
                  {invoice.status}
                </Badge>
              </td>
              <td className="px-4 py-3 text-right">
                <InvoiceLinks invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceLinks({ invoice }: { invoice: Invoice }) {
  if (!invoice.hosted_invoice_url && !invoice.invoice_pdf) {
    return <span className="text-xs text-muted-foreground">Demo invoice</span>;
  }
  return (
    <span className="inline-flex gap-3">
      {invoice.hosted_invoice_url ? (
        <a
          href={invoice.hosted_invoice_url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          View
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      ) : null}
      {invoice.invoice_pdf ? (
        <a
          href={invoice.invoice_pdf}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          PDF
          <FileDown className="size-3.5" aria-hidden="true" />
        </a>
      ) : null}
    </span>
  );
}
