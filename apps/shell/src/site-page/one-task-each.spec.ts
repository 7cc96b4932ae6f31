import { oneTaskEach } from './one-task-each';

describe('the entry runs its work at load one step a task, one a frame (#45)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs nothing at once, then one step per task after each frame, in order', () => {
    const done: string[] = [];
    oneTaskEach([() => done.push('storage rules'), () => done.push('beacon'), () => done.push('first band')]);
    expect(done).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(done).toEqual(['storage rules']);
    // Not before the next frame has drawn what the step changed.
    jest.advanceTimersByTime(10);
    expect(done).toEqual(['storage rules']);
    jest.advanceTimersByTime(10);
    expect(done).toEqual(['storage rules', 'beacon']);
    jest.advanceTimersByTime(20);
    expect(done).toEqual(['storage rules', 'beacon', 'first band']);
    jest.runAllTimers();
    expect(done).toHaveLength(3);
  });

  it('does nothing for no steps', () => {
    oneTaskEach([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
