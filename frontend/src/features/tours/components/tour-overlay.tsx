import { useAtomValue, useSetAtom } from 'jotai';
import { ChevronLeft, ChevronRight, Compass, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { findStepTarget } from '../lib/find-target';
import { placeTooltip, type Box } from '../lib/placement';
import { stepCounter, type ActiveTour } from '../lib/tour-machine';
import { tourById, type Tour, type TourStep } from '../lib/tours';
import { activeTourAtom, stepOnPage, tourActionAtom } from '../state/tour-atoms';
import { prefersReducedMotion } from '@/lib/motion';

/** How long a step waits for its target to appear (lazy pages, loading lists) before it is skipped. */
export const MISSING_TARGET_WAIT_MS = 1500;
const RING_PADDING = 6;

/**
 * The running tour's tooltip, anchored to its step's target: the target is scrolled into view and
 * ringed (the rest of the page dimmed but still usable), the tooltip takes the focus, and
 * Esc ends the tour while the arrow keys move between steps.
 */
export function TourOverlay() {
  const active = useAtomValue(activeTourAtom);
  const tour = active ? tourById(active.tourId) : undefined;
  const step = active && tour ? tour.steps[active.stepIndex] : undefined;

  // The focus goes back where it was when the tour ends.
  const returnFocus = useRef<HTMLElement | null>(null);
  const running = active !== null;
  useEffect(() => {
    if (!running) return undefined;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const element = returnFocus.current;
      if (element?.isConnected) element.focus({ preventScroll: true });
    };
  }, [running]);

  if (!active || !tour || !step) return null;
  return createPortal(
    <TourStepTooltip key={`${tour.id}:${step.id}`} active={active} tour={tour} step={step} />,
    document.body,
  );
}

function sameBox(a: Box | null, b: Box | null) {
  return (
    a === b ||
    (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height)
  );
}

function useTargetBox(step: TourStep, onMissing: () => void): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  const onMissingRef = useRef(onMissing);
  onMissingRef.current = onMissing;

  useEffect(() => {
    let frame = 0;
    let scrolled = false;
    let current: Box | null = null;
    const started = performance.now();
    const reduceMotion = prefersReducedMotion();
    const tick = () => {
      const element = findStepTarget(step);
      if (!element) {
        if (performance.now() - started > MISSING_TARGET_WAIT_MS) {
          onMissingRef.current();
          return;
        }
      } else {
        if (!scrolled) {
          scrolled = true;
          element.scrollIntoView?.({
            block: 'center',
            inline: 'nearest',
            behavior: reduceMotion ? 'auto' : 'smooth',
          });
        }
        const r = element.getBoundingClientRect();
        const next = { top: r.top, left: r.left, width: r.width, height: r.height };
        if (!sameBox(current, next)) {
          current = next;
          setBox(next);
        }
      }
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [step]);

  return box;
}

function TourStepTooltip({ active, tour, step }: { active: ActiveTour; tour: Tour; step: TourStep }) {
  const dispatch = useSetAtom(tourActionAtom);
  const box = useTargetBox(step, () => dispatch({ type: 'next' }));
  const card = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const [size, setSize] = useState({ width: 352, height: 200 });
  const titleId = useId();
  const contentId = useId();
  const counter = stepCounter(active, stepOnPage);
  const shown = box !== null;

  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const measure = () => {
      const r = element.getBoundingClientRect();
      setSize((s) =>
        s.width === r.width && s.height === r.height ? s : { width: r.width, height: r.height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  // The focus moves into the tooltip once it is placed, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (shown) nextButton.current?.focus({ preventScroll: true });
  }, [shown]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        dispatch({ type: 'end' });
        return;
      }
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      // Arrows move the tour only from the tooltip or the page, never out of a text field.
      const from = event.target as HTMLElement | null;
      const inTooltip = !!from && !!card.current?.contains(from);
      const inField = !!from && (from.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(from.tagName));
      if (!inTooltip && (inField || (from && from !== document.body))) return;
      event.preventDefault();
      dispatch({ type: event.key === 'ArrowRight' ? 'next' : 'previous' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dispatch]);

  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const position = box ? placeTooltip(box, size, step.placement, viewport) : null;

  return (
    <>
      {box ? (
        <div
          aria-hidden="true"
          data-testid="tour-highlight"
          className="pointer-events-none fixed z-[45] rounded-xl shadow-[0_0_0_3px_var(--primary),0_0_0_9999px_rgb(2_6_23/0.45)] transition-all duration-200 ease-out motion-reduce:transition-none dark:shadow-[0_0_0_3px_var(--primary),0_0_0_9999px_rgb(0_0_0/0.6)]"
          style={{
            top: box.top - RING_PADDING,
            left: box.left - RING_PADDING,
            width: box.width + RING_PADDING * 2,
            height: box.height + RING_PADDING * 2,
          }}
        />
      ) : null}
      <div
        ref={card}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={contentId}
        data-tour-tooltip={tour.id}
        className={cn(
          'fixed z-[46] w-[min(22rem,calc(100vw-1rem))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-2xl shadow-slate-950/30 outline-none dark:border-primary/40 dark:shadow-black/60',
          position ? 'animate-fade-in' : 'invisible',
        )}
        style={position ? { top: position.top, left: position.left } : { top: 0, left: 0 }}
      >
        <div className="flex items-start gap-3">
          <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-brand text-white">
            <Compass className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-muted-foreground">
              {tour.name} · Step {counter.position} of {counter.total}
            </p>
            <h2 id={titleId} className="mt-0.5 text-base leading-snug font-semibold">
              {step.title}
            </h2>
          </div>
          <button
            type="button"
            onClick={() => dispatch({ type: 'end' })}
            className="-mt-1 -mr-1 rounded-md p-1 text-muted-foreground transition hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label="Close tour"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        <p id={contentId} className="mt-2 text-sm leading-relaxed text-muted-foreground">
          {step.content}
        </p>
        <div className="mt-3 flex items-center gap-1" aria-hidden="true">
          {Array.from({ length: counter.total }, (_, i) => (
            <span
              key={i}
              className={cn(
                'h-1.5 rounded-full transition-all',
                i + 1 === counter.position ? 'w-5 bg-primary' : 'w-1.5 bg-muted-foreground/30',
              )}
            />
          ))}
        </div>
        <div className="mt-4 flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'skip' })}>
            Skip tour
          </Button>
          <div className="ml-auto flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => dispatch({ type: 'previous' })}
              disabled={counter.isFirst}
              aria-label="Previous step"
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              ref={nextButton}
              variant="brand"
              size="sm"
              onClick={() => dispatch({ type: 'next' })}
              // The spec's 'Next on the last step' ends the tour: the last step's button shows
              // 'Finish' and is still found by the name 'Next'.
              aria-label={counter.isLast ? 'Next: Finish tour' : 'Next step'}
            >
              {counter.isLast ? 'Finish' : 'Next'}
              {counter.isLast ? null : <ChevronRight aria-hidden="true" />}
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
