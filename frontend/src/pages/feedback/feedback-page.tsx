import type { FeedbackType } from '@bb/backend/contracts';
import { AlertCircle, MessageSquarePlus, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFeedback } from '@/features/feedback/api/get-feedback';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { FeedbackTypeCards } from '@/features/feedback/components/feedback-type-cards';
import { PreviousFeedback } from '@/features/feedback/components/previous-feedback';
import { feedbackTypeMeta } from '@/features/feedback/lib/feedback-types';
import { pageFromLocation } from '@/features/feedback/lib/page-from-location';
import { scrollBehavior } from '@/lib/motion';

/** /feedback: the four kinds of feedback, the form, and the user's previous feedback. */
export default function FeedbackPage() {
  const location = useLocation();
  const page = pageFromLocation(location);
  const feedback = useFeedback();
  const [formType, setFormType] = useState<FeedbackType | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const restoreFocus = useRef(false);

  useEffect(() => {
    if (formType) {
      formRef.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'nearest' });
    } else if (restoreFocus.current) {
      // back to the button that opened the form, once it is on screen again
      restoreFocus.current = false;
      openerRef.current?.focus();
    }
  }, [formType]);

  const close = () => {
    restoreFocus.current = true;
    setFormType(null);
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Feedback" />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Share Your Feedback</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">
            Help us make Business Builder better. Report a bug, ask for a feature or tell us what you think:
            we read every message.
          </p>
        </div>
        {formType ? null : (
          <Button ref={openerRef} variant="brand" onClick={() => setFormType('general')}>
            <MessageSquarePlus aria-hidden="true" />
            Submit Feedback
          </Button>
        )}
      </header>

      <section aria-label="Kinds of feedback" className="mt-6">
        <FeedbackTypeCards selected={formType} onSelect={setFormType} />
      </section>

      {formType ? (
        <div ref={formRef} className="mt-6 scroll-mt-24">
          <Card aria-labelledby="feedback-form-title">
            <CardHeader>
              <CardTitle as="h2" id="feedback-form-title">
                {feedbackTypeMeta(formType).title}
              </CardTitle>
              <CardDescription>
                Fill in the details below. Fields without “optional” are required.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <FeedbackForm type={formType} page={page} onSubmitted={close} onCancel={close} />
            </CardContent>
          </Card>
        </div>
      ) : null}

      <section aria-labelledby="previous-feedback-title" className="mt-10">
        <h2 id="previous-feedback-title" className="mb-3 text-lg font-semibold">
          Your Previous Feedback
        </h2>
        {feedback.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>Your feedback could not be loaded</AlertTitle>
            <AlertDescription>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void feedback.refetch()}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <PreviousFeedback items={feedback.data} isPending={feedback.isPending} />
        )}
      </section>
    </div>
  );
}
