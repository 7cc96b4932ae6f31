import { act, render, screen } from '@testing-library/react';
import { FeedbackAlert, MESSAGE_SECONDS } from './feedback-alert';
import { useFeedback, type Feedback } from './use-feedback';

let feedback: Feedback;
function Messages() {
  feedback = useFeedback();
  return <FeedbackAlert feedback={feedback} />;
}

describe('FeedbackAlert', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says a success politely and clears it after a few seconds, so messages never pile up', () => {
    render(<Messages />);
    act(() => feedback.success('Saved successfully.'));
    expect(screen.getByRole('status').textContent).toBe('Saved successfully.');
    act(() => jest.advanceTimersByTime(MESSAGE_SECONDS * 1000 - 100));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the focused control in sight when a message above it pushes it out of the window', () => {
    function Publishing() {
      feedback = useFeedback();
      return (
        <>
          <FeedbackAlert feedback={feedback} />
          <button type="button">Publishing...</button>
        </>
      );
    }
    render(<Publishing />);
    const button = screen.getByRole('button', { name: 'Publishing...' });
    const scrollIntoView = jest.fn();
    Object.assign(button, { scrollIntoView });
    button.focus();
    const below = { top: window.innerHeight + 20, bottom: window.innerHeight + 64, left: 0, right: 100, width: 100, height: 44, x: 0, y: 0 };
    jest.spyOn(button, 'getBoundingClientRect').mockReturnValue({ ...below, toJSON: () => below });
    act(() => feedback.success('Your website is now published.'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('keeps an error (an alert) until the next message', () => {
    render(<Messages />);
    act(() => feedback.error('Failed to add Event!'));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toBe('Failed to add Event!');
  });

  it('focuses the action a message offers, and keeps the message while the focus is in it', () => {
    render(<Messages />);
    const run = jest.fn(async () => undefined);
    act(() => feedback.success('Removed successfully.', { label: 'Undo', busyLabel: 'Undoing...', run }));
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('Removed successfully.');
    act(() => undo.blur());
    act(() => jest.advanceTimersByTime(MESSAGE_SECONDS * 1000 + 100));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
