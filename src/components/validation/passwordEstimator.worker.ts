// The password strength estimator in a worker of its own (estimatorWorker.ts starts it): zxcvbn's
// dictionaries are built, and each password estimated, off the page's main thread.
import { estimatePasswordStrength } from './_passwordEstimator.ts';
import type { EstimateRequest, EstimatorMessage } from './estimatorWorker.ts';

/** The worker's own scope, as much of it as is used (the DOM's typings have no worker scope). */
const scope = globalThis as unknown as {
  postMessage(message: EstimatorMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<EstimateRequest>) => void): void;
};

scope.addEventListener('message', ({ data: { id, password, userInputs } }) => {
  try {
    scope.postMessage({ id, strength: estimatePasswordStrength(password, userInputs) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
scope.postMessage({ ready: true });
