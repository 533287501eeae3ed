import { dismissToast, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY, useToast } from './use-toast';
import { act, renderHook } from '@testing-library/react';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('shows one toast at a time', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.title).toBe('Second');
  });

  it('removes a toast 5000 ms after it is dismissed', () => {
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved', variant: 'default' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});
