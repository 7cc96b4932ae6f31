import { oneTaskEach } from './one-task-each';

describe('the entry runs its work at load one step a task (#45)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs nothing at once, then one step per task, in order', () => {
    const done: string[] = [];
    oneTaskEach([() => done.push('storage rules'), () => done.push('beacon'), () => done.push('watch')]);
    expect(done).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(done).toEqual(['storage rules']);
    jest.advanceTimersToNextTimer();
    expect(done).toEqual(['storage rules', 'beacon']);
    jest.advanceTimersToNextTimer();
    expect(done).toEqual(['storage rules', 'beacon', 'watch']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does nothing for no steps', () => {
    oneTaskEach([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
