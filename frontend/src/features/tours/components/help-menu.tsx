import { useAtomValue, useSetAtom } from 'jotai';
import { CheckCircle2, CircleHelp, Compass, MessageSquarePlus } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { tourHome, toursForPath, type Tour } from '../lib/tours';
import { completedToursAtom, pendingTourAtom, stepOnPage, tourActionAtom } from '../state/tour-atoms';

/**
 * The '?' in the navigation bar: the guided tours, the one about this page first. A tour about
 * another page opens that page and starts there; the wizard's tour needs an open project. Last,
 * the way to the feedback page.
 */
export function HelpMenu() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const act = useSetAtom(tourActionAtom);
  const setPending = useSetAtom(pendingTourAtom);
  const completed = useAtomValue(completedToursAtom);
  const entries = toursForPath(pathname);
  // A started tour takes the focus; the closing menu must not give it back to the trigger.
  const startedTour = useRef(false);

  const start = (tour: Tour, relevant: boolean) => {
    startedTour.current = true;
    if (relevant) {
      if (tour.steps.some((_, i) => stepOnPage(tour, i))) {
        act({ type: 'start', tourId: tour.id });
      } else {
        toast({
          title: 'Nothing to show yet',
          description: `The ${tour.name} tour needs this page to finish loading.`,
        });
      }
      return;
    }
    const home = tourHome[tour.id];
    if (!home) return;
    setPending(tour.id);
    void navigate(home);
  };

  return (
    <DropdownMenu modal={false}>
      {/* Its own provider: the only tooltip of the app, so tooltips' code is not in every page's first load. */}
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger asChild>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Help and guided tours" data-tour="help-trigger">
                <CircleHelp aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
          </TooltipTrigger>
          <TooltipContent>Help and guided tours</TooltipContent>
        </Tooltip>
      </TooltipProvider>
      <DropdownMenuContent
        align="end"
        className="w-80"
        onCloseAutoFocus={(event) => {
          if (startedTour.current) event.preventDefault();
          startedTour.current = false;
        }}
      >
        <DropdownMenuLabel className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
          <Compass className="size-3.5" aria-hidden="true" />
          Guided tours
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {entries.map(({ tour, relevant }) => {
          const unavailable = !relevant && tourHome[tour.id] === null;
          const done = completed.includes(tour.id);
          return (
            <DropdownMenuItem
              key={tour.id}
              disabled={unavailable}
              onSelect={() => start(tour, relevant)}
              className="items-start py-2"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  {tour.name}
                  {relevant ? (
                    <span className="rounded-full bg-accent px-1.5 py-px text-[10px] font-semibold text-accent-foreground">
                      This page
                    </span>
                  ) : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {unavailable ? 'Open a project to take this tour.' : tour.description}
                </span>
              </span>
              {done ? (
                <CheckCircle2 className="mt-0.5 text-success" aria-label="Completed" role="img" />
              ) : null}
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        {/* The feedback page, told which page the user was on. */}
        <DropdownMenuItem asChild>
          <Link to="/feedback" state={{ page: pathname }}>
            <MessageSquarePlus aria-hidden="true" />
            Send Feedback
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
