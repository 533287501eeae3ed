import type { ReactNode } from 'react';

export const PRIVACY_LAST_UPDATED = '2026-11-01';
export const PRIVACY_CONTACT = 'privacy@businessbuilder.app';

export interface PrivacySection {
  id: string;
  title: string;
  body: ReactNode;
}

const list = (items: readonly ReactNode[]) => (
  <ul className="list-disc space-y-1.5 pl-5">
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    body: (
      <>
        <p>We collect only what we need to run Business Builder for you:</p>
        {list([
          <>
            <strong>Account data:</strong> your first and last name, username and email address. Your password
            is stored only as a one-way hash; we never see it.
          </>,
          <>
            <strong>Project content:</strong> the ideas, definitions, names, style guides, logos, user stories
            and technical documents you create or generate.
          </>,
          <>
            <strong>Usage data:</strong> which wizard steps you complete, exports you make and feedback you
            send, so we can apply plan limits and improve the product.
          </>,
          <>
            <strong>Billing data:</strong> your plan, subscription status and invoices. Card details go
            straight to our payment processor (see Payments).
          </>,
        ])}
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your data',
    body: list([
      'To provide the wizard, save your progress and produce your exports.',
      'To apply the limits of your plan and bill you for paid plans.',
      'To answer support requests and the feedback you send us.',
      'To keep the service secure, for example by limiting repeated sign-in attempts.',
      'We do not sell your personal data and we do not use it for advertising.',
    ]),
  },
  {
    id: 'ai-providers',
    title: 'AI providers and your own keys',
    body: (
      <>
        <p>
          When you ask Business Builder to generate content, the relevant parts of your project (for example
          your idea, audience and chosen style) are sent to an AI provider such as OpenAI, Anthropic or Google
          to produce the result. We send only what the generation needs and never your password or payment
          details.
        </p>
        <p>
          If you add your own API keys in API Settings, they are encrypted with AES-256 before they are
          stored, kept apart from the rest of your data, and used only for your own requests. You can delete a
          key at any time and it is removed permanently.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Card payments are processed by <strong>Stripe</strong>. Your card number is entered in a form provided
        by Stripe and goes directly to them; Business Builder never receives or stores full card details. We
        keep a record of your plan, subscription status and invoices. Stripe&apos;s handling of your data is
        described in the Stripe Privacy Policy.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: list([
      <>
        <strong>Session cookie:</strong> a secure, http-only cookie keeps you signed in. It is essential and
        cannot be turned off while you use your account.
      </>,
      <>
        <strong>Preferences:</strong> your theme choice (light, dark or system) and which guided tours you
        have completed are kept in your browser&apos;s local storage.
      </>,
      'We use no advertising or cross-site tracking cookies.',
    ]),
  },
  {
    id: 'retention-deletion',
    title: 'Retention and deletion',
    body: (
      <>
        <p>
          We keep your data while your account is open. You can delete projects and API keys at any time, and
          you can delete your whole account from Account Settings or by writing to us.
        </p>
        <p>
          When an account is deleted, the key that protects its personal data is destroyed, so the remaining
          records can no longer be read. Encrypted backups are overwritten within 30 days. We keep invoices as
          long as tax law requires.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Traffic is encrypted with TLS, passwords are hashed with a modern algorithm, secrets are encrypted at
        rest and access to production systems is limited to the people who need it. No system is perfectly
        secure; if we learn of a breach that affects you, we will tell you promptly.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live (including under the California Consumer Privacy Act), you may ask to
        access, correct, export or delete your personal data, or object to how we use it. Write to us at the
        address below and we will answer within 30 days. Business Builder is not intended for children under
        16.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the date at the top, and for material changes we will let you
        know by email or in the app before they take effect.
      </p>
    ),
  },
];
