import { softwareFor } from './software-for';
import { understandFounder } from './understand';

describe('software sold to a kind of business', () => {
  it('reads the product and its buyers from the idea’s first noun phrase', () => {
    expect(softwareFor('Booking software for hair salons')).toEqual({
      product: { singular: 'booking platform', plural: 'booking platforms', head: 'platform' },
      audience: 'hair salons',
    });
    expect(softwareFor('A contract management tool for small law firms, with e-signatures')).toMatchObject({
      product: { singular: 'contract management tool' },
      audience: 'small law firms',
    });
    expect(softwareFor('A platform for schools to manage parent communication')?.audience).toBe('schools');
    expect(softwareFor('Salon booking app')).toMatchObject({
      product: { singular: 'app' },
      audience: 'salon booking',
    });
  });

  it('leaves a business that merely has an app alone', () => {
    expect(softwareFor('A bakery with an app for pre-orders')).toBeUndefined();
    expect(softwareFor('A dog grooming van that visits homes')).toBeUndefined();
  });

  it('makes booking software for salons a software business built on the salon’s own features', () => {
    const u = understandFounder({ text: 'Booking software for hair salons' });
    expect(u.primary).toMatchObject({
      id: 'hair-salon-software',
      family: 'b2b-saas',
      servesArchetype: 'hair-salon',
    });
    expect(u.primary.kind.singular).toBe('booking platform for hair salons');
    expect(u.primary.revenue[0]?.kind).toBe('subscription');
    expect(u.primary.features.map((f) => f.title)).toContain('Online booking by stylist and service');
  });

  it('keeps the bakery a bakery, and the knowledge base’s own software where it fits better', () => {
    expect(understandFounder({ text: 'A bakery with an app for pre-orders' }).primary.id).toBe(
      'artisan-bakery',
    );
    expect(understandFounder({ text: 'Scheduling software for plumbers and electricians' }).primary.id).toBe(
      'trades-scheduling-software',
    );
    expect(understandFounder({ text: 'Compliance software for dental clinics' }).primary.id).toBe(
      'clinic-compliance-software',
    );
  });

  it('makes an analytics dashboard for Shopify stores software for online stores, analytics first', () => {
    for (const text of [
      'analytics dashboard for Shopify stores',
      'Analytics software for ecommerce merchants',
      'shopify analytics app',
    ]) {
      const u = understandFounder({ text });
      expect(u.primary).toMatchObject({ id: 'online-store-software', servesArchetype: 'online-store' });
    }
    const dashboard = understandFounder({ text: 'analytics dashboard for Shopify stores' }).primary;
    expect(dashboard.kind.singular).toBe('analytics dashboard for online stores');
    expect(dashboard.features[0]?.title).toMatch(/analytics/i);
    // A dashboard is the owners' own tool: the stores' shoppers and their checkout are not in it.
    expect(dashboard.segments.map((s) => s.role.plural)).toEqual(['online store owners']);
    expect(dashboard.features.map((f) => f.title).join(' ')).not.toMatch(/checkout|returns/i);
    expect(dashboard.segments[0]?.pains[0]).toBe(
      'Products are spread across exports and spreadsheets, so nobody sees the whole picture.',
    );
  });
});
