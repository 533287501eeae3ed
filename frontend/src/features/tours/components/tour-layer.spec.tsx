import '@/test/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { COMPLETED_TOURS_KEY, ONBOARDING_CLOSED_KEY } from '../lib/tour-storage';
import { activeTourAtom, tourActionAtom } from '../state/tour-atoms';
import { ONBOARDING_DELAY_MS, TourLayer } from './tour-layer';

// A loaded machine runs several suites at once; the first render here loads react-router and radix.
jest.setTimeout(20_000);

/** The dashboard's tour targets (help-trigger is the nav's '?'), and a link away. */
function Dashboard() {
  return (
    <div>
      <header data-tour="welcome">My Projects</header>
      <button data-tour="create-project">Create Project</button>
      <div data-tour="subscription-info">Free plan</div>
      <section data-tour="projects-section">Your projects</section>
      <Link to="/account">Account</Link>
    </div>
  );
}

function renderApp(path = '/') {
  const store = createStore();
  const view = render(
    <JotaiProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <button data-tour="help-trigger">?</button>
        </nav>
        <Routes>
          <Route path="/" element={<Dashboard />} />
          <Route path="/account" element={<p>Account page</p>} />
        </Routes>
        <TourLayer />
      </MemoryRouter>
    </JotaiProvider>,
  );
  return { ...view, store };
}

const tooltip = () => screen.queryByRole('dialog');
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('guided tours in the layout', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts the onboarding tour 2 s after a new user lands on /, and runs to the end with Next', async () => {
    const { store } = renderApp('/');
    await advance(ONBOARDING_DELAY_MS - 100);
    expect(tooltip()).toBeNull();
    await advance(200);
    expect(screen.getByRole('dialog', { name: 'Welcome to Business Builder' })).toBeTruthy();
    expect(screen.getByText(/Step 1 of 5/)).toBeTruthy();
    // The focus moves into the tooltip.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next step' }));

    for (const title of ['Start a new project', 'Your plan', 'Your projects', 'Help is always here']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
      await advance(20);
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    }
    expect(screen.getByText(/Step 5 of 5/)).toBeTruthy();
    // 'Next on the last step marks the tour completed': the Finish button answers to both names.
    expect(screen.getByRole('button', { name: /next/i })).toBe(
      screen.getByRole('button', { name: /finish/i }),
    );
    expect(screen.getByRole('button', { name: /finish/i }).textContent).toBe('Finish');
    fireEvent.click(screen.getByRole('button', { name: /Finish tour/ }));
    await advance(20);
    expect(tooltip()).toBeNull();
    expect(store.get(activeTourAtom)).toBeNull();
    expect(localStorage.getItem(COMPLETED_TOURS_KEY)).toBe('["onboarding"]');
    expect(localStorage.getItem(ONBOARDING_CLOSED_KEY)).toBeNull();
  });

  it('does not start with a completed tour or the closed flag', async () => {
    localStorage.setItem(COMPLETED_TOURS_KEY, '["dashboard"]');
    renderApp('/');
    await advance(5000);
    expect(tooltip()).toBeNull();

    localStorage.clear();
    localStorage.setItem(ONBOARDING_CLOSED_KEY, 'true');
    renderApp('/');
    await advance(5000);
    expect(tooltip()).toBeNull();
  });

  it('starts anyway when the completed-tours value is corrupt, with a console warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(COMPLETED_TOURS_KEY, '{oops');
    renderApp('/');
    await advance(ONBOARDING_DELAY_MS + 50);
    expect(tooltip()).not.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not start on another page', async () => {
    renderApp('/account');
    await advance(5000);
    expect(tooltip()).toBeNull();
  });

  it('moves with the arrow keys and ends with Esc, which closes the onboarding for good', async () => {
    const { store } = renderApp('/');
    await advance(ONBOARDING_DELAY_MS + 50);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await advance(20);
    expect(store.get(activeTourAtom)).toEqual({ tourId: 'onboarding', stepIndex: 1 });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await advance(20);
    expect(store.get(activeTourAtom)).toEqual({ tourId: 'onboarding', stepIndex: 0 });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await advance(20);
    expect(tooltip()).toBeNull();
    expect(localStorage.getItem(ONBOARDING_CLOSED_KEY)).toBe('true');
    expect(localStorage.getItem(COMPLETED_TOURS_KEY)).toBeNull();
  });

  it('Skip marks the tour completed', async () => {
    renderApp('/');
    await advance(ONBOARDING_DELAY_MS + 50);
    fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
    await advance(20);
    expect(tooltip()).toBeNull();
    expect(localStorage.getItem(COMPLETED_TOURS_KEY)).toBe('["onboarding"]');
  });

  it('a route change ends the active tour', async () => {
    const { store } = renderApp('/');
    act(() => store.set(tourActionAtom, { type: 'start', tourId: 'dashboard' }));
    // None of the dashboard tour's targets is on this page: it does not start.
    expect(store.get(activeTourAtom)).toBeNull();
    act(() => store.set(tourActionAtom, { type: 'start', tourId: 'onboarding' }));
    await advance(20);
    expect(tooltip()).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Account' }));
    await advance(20);
    expect(screen.getByText('Account page')).toBeTruthy();
    expect(store.get(activeTourAtom)).toBeNull();
    expect(tooltip()).toBeNull();
    expect(localStorage.getItem(ONBOARDING_CLOSED_KEY)).toBe('true');
  });

  it('skips a step whose target is missing', async () => {
    const { store, container } = renderApp('/');
    container.querySelector('[data-tour="create-project"]')!.remove();
    act(() => store.set(tourActionAtom, { type: 'start', tourId: 'onboarding' }));
    await advance(20);
    expect(screen.getByText(/Step 1 of 4/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await advance(20);
    expect(screen.getByRole('dialog', { name: 'Your plan' })).toBeTruthy();
  });
});
