import { ImageJobQueue, ImageQueueFullError, ImageQueueStoppedError } from './image-job-queue';

/** A job that finishes when told to. */
function controlledJob<T>(value: T) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    job: async () => {
      started = true;
      await done;
      return value;
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageJobQueue', () => {
  it('runs at most `concurrency` jobs at once and starts the next when one ends, in order', async () => {
    const queue = new ImageJobQueue(2, 10);
    const jobs = [1, 2, 3, 4].map((n) => controlledJob(n));
    const results = jobs.map((j) => queue.run(j.job));
    await tick();
    expect(jobs.map((j) => j.started)).toEqual([true, true, false, false]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });

    jobs[1].finish();
    await tick();
    expect(jobs.map((j) => j.started)).toEqual([true, true, true, false]);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });

    jobs[0].finish();
    jobs[2].finish();
    jobs[3].finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job when the queue is full, and accepts again once there is room', async () => {
    const queue = new ImageJobQueue(1, 1);
    const first = controlledJob('a');
    const second = controlledJob('b');
    const running = queue.run(first.job);
    const waiting = queue.run(second.job);
    await expect(queue.run(async () => 'c')).rejects.toBeInstanceOf(ImageQueueFullError);
    first.finish();
    second.finish();
    expect(await Promise.all([running, waiting])).toEqual(['a', 'b']);
    expect(await queue.run(async () => 'd')).toBe('d');
  });

  it('frees the slot when a job fails', async () => {
    const queue = new ImageJobQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('ImageJobQueue background work', () => {
  it('gives a slot to background work only when no upload waits, and never counts it against the queue', async () => {
    const queue = new ImageJobQueue(1, 1);
    const upload = controlledJob('upload');
    const background = controlledJob('variants');
    const nextUpload = controlledJob('next upload');
    const running = queue.run(upload.job);
    const inBackground = queue.runInBackground(background.job);
    const waiting = queue.run(nextUpload.job);
    await tick();
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    expect(queue.backgroundWaiting).toBe(1);

    upload.finish();
    await tick();
    expect(nextUpload.started).toBe(true);
    expect(background.started).toBe(false);

    nextUpload.finish();
    await tick();
    expect(background.started).toBe(true);
    background.finish();
    expect(await Promise.all([running, waiting, inBackground])).toEqual(['upload', 'next upload', 'variants']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses background work past its own bound', async () => {
    const queue = new ImageJobQueue(1, 0);
    const upload = controlledJob('upload');
    const running = queue.run(upload.job);
    const first = controlledJob('first');
    const waitingFirst = queue.runInBackground(first.job, 1);
    await expect(queue.runInBackground(async () => 'second', 1)).rejects.toBeInstanceOf(ImageQueueFullError);
    upload.finish();
    first.finish();
    expect(await Promise.all([running, waitingFirst])).toEqual(['upload', 'first']);
  });

  it('drops the background work that has not started when the instance shuts down, and takes no more; running jobs end', async () => {
    const queue = new ImageJobQueue(1, 1);
    const upload = controlledJob('upload');
    const running = queue.run(upload.job);
    const variants = controlledJob('variants');
    const waiting = queue.runInBackground(variants.job);
    queue.onModuleDestroy();
    await expect(waiting).rejects.toBeInstanceOf(ImageQueueStoppedError);
    await expect(queue.runInBackground(async () => 'later')).rejects.toBeInstanceOf(ImageQueueStoppedError);
    upload.finish();
    expect(await running).toBe('upload');
    expect(variants.started).toBe(false);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(queue.backgroundWaiting).toBe(0);
  });
});
