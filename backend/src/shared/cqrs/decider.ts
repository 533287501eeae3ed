/**
 * The pure core of one stream: what a command decides on the state its events fold to. `decide`
 * throws a DomainError to refuse; an empty list means nothing changes (nothing is appended).
 * Handlers run a decider through CommandRunner (command-runner.ts), which loads, decides, appends
 * and retries on a conflict.
 */
export interface Decider<State, Command, Event> {
  decide(command: Command, state: State): readonly Event[];
  evolve(state: State, event: Event): State;
  initialState: State;
}

/** The state `events` fold to from `from` (by default the decider's initial state). */
export function foldWith<State, Event>(
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
  events: readonly Event[],
  from: State = decider.initialState,
): State {
  return events.reduce(decider.evolve, from);
}
