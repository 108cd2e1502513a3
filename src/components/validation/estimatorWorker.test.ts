import { describe, expect, it, vi } from 'vitest';
import type { PasswordStrength } from './passwordStrength';
import { estimatorWith, startEstimatorWorker, type EstimateRequest, type EstimatorMessage } from './estimatorWorker';

const weak: PasswordStrength = { score: 1, feedback: { warning: 'Esta é uma senha muito comum.', suggestions: [] } };
const strong: PasswordStrength = { score: 4, feedback: { warning: null, suggestions: [] } };

/** A worker in the test's hands: what was posted to it, and what it says or how it fails. */
class FakeWorker extends EventTarget {
  posted: EstimateRequest[] = [];
  terminated = false;
  postMessage(request: EstimateRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  say(message: EstimatorMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const started = (worker: FakeWorker) => startEstimatorWorker(() => worker as unknown as Worker);

/** A worker that has said it is ready, and the estimate function it was started for. */
async function readyWorker() {
  const worker = new FakeWorker();
  const starting = started(worker);
  worker.say({ ready: true });
  return { worker, estimate: await starting };
}

describe('startEstimatorWorker', () => {
  it('is ready once the worker says so, and answers each estimate with its own answer, in any order', async () => {
    const { worker, estimate } = await readyWorker();

    const first = estimate('Senha@123', ['maria']);
    const second = estimate('Jabuticaba#Pedal7Quintal', []);
    expect(worker.posted).toEqual([
      { id: 1, password: 'Senha@123', userInputs: ['maria'] },
      { id: 2, password: 'Jabuticaba#Pedal7Quintal', userInputs: [] },
    ]);
    worker.say({ id: 2, strength: strong });
    worker.say({ id: 1, strength: weak });
    await expect(first).resolves.toEqual(weak);
    await expect(second).resolves.toEqual(strong);
  });

  it('rejects when the worker cannot start (its script fails to load), and lets the worker go', async () => {
    const worker = new FakeWorker();
    const starting = started(worker);
    worker.fail();
    await expect(starting).rejects.toThrow();
    expect(worker.terminated).toBe(true);
  });

  it('rejects when no worker can be made (no Worker, or a policy forbids it)', async () => {
    await expect(
      startEstimatorWorker(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).rejects.toThrow('blocked');
  });

  it('rejects an estimate the worker could not make, and goes on answering the next ones', async () => {
    const { worker, estimate } = await readyWorker();
    const failing = estimate('x', []);
    worker.say({ id: 1, error: 'boom' });
    await expect(failing).rejects.toThrow('boom');
    const next = estimate('y', []);
    worker.say({ id: 2, strength: weak });
    await expect(next).resolves.toEqual(weak);
  });

  it('rejects what is pending when the worker dies, and every later estimate at once', async () => {
    const { worker, estimate } = await readyWorker();
    const pending = estimate('x', []);
    worker.fail();
    await expect(pending).rejects.toThrow();
    await expect(estimate('y', [])).rejects.toThrow();
    expect(worker.posted).toHaveLength(1);
  });
});

describe('estimatorWith', () => {
  const inThread = (strength: PasswordStrength) => vi.fn(() => Promise.resolve({ estimatePasswordStrength: () => strength }));

  it('estimates in the worker when it starts, and never loads the estimator on the page', async () => {
    const loadInThread = inThread(weak);
    const { estimate } = estimatorWith(() => Promise.resolve(() => Promise.resolve(strong)), loadInThread);
    await expect(estimate('Senha@Forte1', [])).resolves.toEqual(strong);
    expect(loadInThread).not.toHaveBeenCalled();
  });

  it('estimates on the page when the worker cannot start, and then stops trying workers', async () => {
    const startWorker = vi.fn(() => Promise.reject(new Error('no worker')));
    const loadInThread = inThread(weak);
    const { estimate } = estimatorWith(startWorker, loadInThread);
    await expect(estimate('Senha@123', [])).resolves.toEqual(weak);
    await expect(estimate('Senha@124', [])).resolves.toEqual(weak);
    expect(startWorker).toHaveBeenCalledTimes(1);
  });

  it('tries the worker again when neither could load (a dropped network), and says it could not estimate', async () => {
    const startWorker = vi.fn<() => Promise<(password: string) => Promise<PasswordStrength>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => Promise.resolve(strong));
    const loadInThread = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { estimate } = estimatorWith(startWorker, loadInThread);
    await expect(estimate('Senha@Forte1', [])).rejects.toThrow('Failed to fetch');
    await expect(estimate('Senha@Forte1', [])).resolves.toEqual(strong);
    expect(startWorker).toHaveBeenCalledTimes(2);
  });

  it('preloads by starting the worker, without estimating; on the page once workers are known not to start', async () => {
    const startWorker = vi.fn(() => Promise.reject(new Error('no worker')));
    const loadInThread = inThread(weak);
    const { estimate, preload } = estimatorWith(startWorker, loadInThread);
    preload();
    await vi.waitFor(() => expect(startWorker).toHaveBeenCalledTimes(1));
    expect(loadInThread).not.toHaveBeenCalled();
    await estimate('x', []);
    preload();
    await vi.waitFor(() => expect(loadInThread).toHaveBeenCalledTimes(2));
    expect(startWorker).toHaveBeenCalledTimes(2);
  });

  it('preloads in a task of its own, not in the one that asks for it (a first focus or key, or the hand-over of a password typed before the app ran): starting a worker is milliseconds of that task on a slow phone', async () => {
    const startWorker = vi.fn(() => Promise.resolve(() => Promise.resolve(strong)));
    const { preload } = estimatorWith(startWorker, inThread(weak));
    preload();
    await Promise.resolve();
    expect(startWorker).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startWorker).toHaveBeenCalledTimes(1);
  });

  it('starts one worker, however many estimates are asked at once', async () => {
    const startWorker = vi.fn(() => Promise.resolve(() => Promise.resolve(strong)));
    const { estimate } = estimatorWith(startWorker, inThread(weak));
    await Promise.all([estimate('a', []), estimate('b', []), estimate('c', [])]);
    expect(startWorker).toHaveBeenCalledTimes(1);
  });
});
