import type { FinancialModel } from '../../../../contracts/financials';

/**
 * financials.csv of the complete package: one row per scenario and month, plain numbers rounded
 * to cents (no currency signs or thousands separators), so a spreadsheet reads it as is.
 */
const COLUMNS = [
  'scenario',
  'month',
  'new_customers',
  'active_customers',
  'revenue',
  'cost_of_goods',
  'gross_profit',
  'fixed_costs',
  'acquisition_spend',
  'operating_costs',
  'profit',
  'cash',
] as const;

const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

export function financialsCsv(model: FinancialModel): string {
  const lines: string[] = [COLUMNS.join(',')];
  for (const scenario of model.scenarios) {
    for (const m of scenario.months) {
      lines.push(
        [
          scenario.name,
          String(m.month),
          cents(m.newCustomers),
          cents(m.activeCustomers),
          cents(m.revenue),
          cents(m.costOfGoods),
          cents(m.grossProfit),
          cents(m.fixedCosts),
          cents(m.acquisitionSpend),
          cents(m.operatingCosts),
          cents(m.profit),
          cents(m.cash),
        ].join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
