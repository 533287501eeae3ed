/**
 * Stripe.js, loaded from js.stripe.com when the card form is first needed (the CSP allows it), so
 * no npm package is required. Only the calls the payment form makes are typed.
 */
export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}
export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
}
export interface StripeClient {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3';
let loading: Promise<StripeFactory> | null = null;

export function loadStripe(publishableKey: string): Promise<StripeClient> {
  if (window.Stripe) return Promise.resolve(window.Stripe(publishableKey));
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
  return loading.then((factory) => factory(publishableKey));
}
