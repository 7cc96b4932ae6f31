import { act, renderHook } from '@testing-library/react';
import { RESEND_AT_KEY, shareResendAt, sharedResendAt, useSharedResendAt } from './shared-resend-at';

/** What another tab's write to local storage looks like in this one. */
function writtenInAnotherTab(value: string | null, key = RESEND_AT_KEY) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  });
}

describe('the resend wait shared by every tab', () => {
  afterEach(() => localStorage.clear());

  it('keeps the time another code may be asked for, for every tab to read', () => {
    expect(sharedResendAt()).toBeUndefined();
    shareResendAt(1_000_000);
    expect(localStorage.getItem(RESEND_AT_KEY)).toBe('1000000');
    expect(sharedResendAt()).toBe(1_000_000);
    localStorage.setItem(RESEND_AT_KEY, 'soon');
    expect(sharedResendAt()).toBeUndefined();
  });

  it('starts from the later of the handed wait and the shared one', () => {
    expect(renderHook(() => useSharedResendAt(5_000)).result.current[0]).toBe(5_000);
    shareResendAt(9_000);
    expect(renderHook(() => useSharedResendAt(5_000)).result.current[0]).toBe(9_000);
    expect(renderHook(() => useSharedResendAt(undefined)).result.current[0]).toBe(9_000);
    expect(renderHook(() => useSharedResendAt(12_000)).result.current[0]).toBe(12_000);
  });

  it("takes a wait another tab learns as it learns it, ignoring other keys and unreadable values; and this tab's own", () => {
    const { result, unmount } = renderHook(() => useSharedResendAt(undefined));
    expect(result.current[0]).toBeUndefined();
    writtenInAnotherTab('2000000');
    expect(result.current[0]).toBe(2_000_000);
    writtenInAnotherTab('3000000', 'something.else');
    writtenInAnotherTab(null);
    expect(result.current[0]).toBe(2_000_000);
    act(() => result.current[1](4_000_000));
    expect(result.current[0]).toBe(4_000_000);
    unmount();
  });
});
