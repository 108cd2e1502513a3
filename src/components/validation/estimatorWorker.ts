import { loadOnce } from './loadOnce';
import type { PasswordStrength } from './passwordStrength';

/** An estimate asked of the worker (passwordEstimator.worker.ts). */
export interface EstimateRequest {
  id: number;
  password: string;
  userInputs: string[];
}

/** What the worker says: that it has loaded the estimator, or the answer to one estimate. */
export type EstimatorMessage = { ready: true } | { id: number; strength: PasswordStrength } | { id: number; error: string };

/** A password's strength, the person's own data counted as easy guesses. */
export type Estimate = (password: string, userInputs: readonly string[]) => Promise<PasswordStrength>;

/** The worker as it is used here (a `Worker`, or a stand-in in tests). */
type EstimatorWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

/**
 * Starts the estimator in a worker of its own: resolves once the worker has loaded it, with a
 * function that sends it each estimate; rejects when no worker can be made (no `Worker`, a policy
 * forbids it) or its script cannot be loaded. A worker that dies later rejects what it was asked and
 * everything asked after.
 */
export function startEstimatorWorker(create: () => EstimatorWorker): Promise<Estimate> {
  return new Promise((resolve, reject) => {
    const worker = create();
    const pending = new Map<number, { resolve: (strength: PasswordStrength) => void; reject: (error: Error) => void }>();
    let lastId = 0;
    let dead: Error | null = null;

    const estimate: Estimate = (password, userInputs) => {
      if (dead) return Promise.reject(dead);
      lastId += 1;
      const id = lastId;
      return new Promise((resolveEstimate, rejectEstimate) => {
        pending.set(id, { resolve: resolveEstimate, reject: rejectEstimate });
        worker.postMessage({ id, password, userInputs: [...userInputs] } satisfies EstimateRequest);
      });
    };

    worker.addEventListener('message', (event: MessageEvent<EstimatorMessage>) => {
      const message = event.data;
      if ('ready' in message) return resolve(estimate);
      const asked = pending.get(message.id);
      pending.delete(message.id);
      if ('strength' in message) asked?.resolve(message.strength);
      else asked?.reject(new Error(message.error));
    });
    worker.addEventListener('error', () => {
      dead = new Error('The password strength worker stopped.');
      for (const asked of pending.values()) asked.reject(dead);
      pending.clear();
      worker.terminate();
      reject(dead);
    });
  });
}

/**
 * The estimator the page uses: in a worker, so that estimating (a third to half a second of a cheap
 * phone's CPU) never holds up the next key; on the page itself when the worker cannot start but the
 * estimator can be loaded there (a browser or bundler without module workers, a policy against
 * them), and from then on. When neither loads (a dropped network), the estimate fails and the next one
 * tries the worker again. `preload` starts the worker (or the load on the page) in a task of its own, without estimating.
 */
export function estimatorWith(
  startWorker: () => Promise<Estimate>,
  loadInThread: () => Promise<{ estimatePasswordStrength: (password: string, userInputs: readonly string[]) => PasswordStrength }>,
): { estimate: Estimate; preload: () => void } {
  const worker = loadOnce(startWorker);
  let workersStart = true;

  const estimate: Estimate = async (password, userInputs) => {
    if (workersStart) {
      try {
        return await (await worker())(password, userInputs);
      } catch {
        // Estimated on the page below.
      }
    }
    const { estimatePasswordStrength } = await loadInThread();
    workersStart = false;
    return estimatePasswordStrength(password, userInputs);
  };

  // In a task of its own: starting a worker is a few milliseconds (at 4× CPU) of the focus or key that asks.
  const preload = () => {
    setTimeout(() => void (workersStart ? worker() : loadInThread()).catch(() => undefined), 0);
  };

  return { estimate, preload };
}
