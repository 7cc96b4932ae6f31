import { act, renderHook } from '@testing-library/react';
import { useFeedback } from './use-feedback';

describe('useFeedback', () => {
  it('keeps its functions stable while messages change, and numbers each message', () => {
    const { result } = renderHook(() => useFeedback());
    const { success, error } = result.current;
    act(() => success('Saved'));
    expect(result.current.current).toMatchObject({ tone: 'success', text: 'Saved', serial: 1 });
    act(() => result.current.error('Saved'));
    expect(result.current.current).toMatchObject({ tone: 'error', serial: 2 });
    expect(result.current.success).toBe(success);
    expect(result.current.error).toBe(error);
    act(() => result.current.clear());
    expect(result.current.current).toBeNull();
  });
});
