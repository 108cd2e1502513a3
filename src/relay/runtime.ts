// The Relay runtime, in a chunk of its own that the app loads after the first paint: the environment
// (src/app/RelayLayout.tsx) and the mutations (useMutation.ts) import this one module, so a page asks
// for one chunk, and asks again for that one alone after a dropped connection.
export { commitMutation } from 'relay-runtime';
export { createEnvironment } from './environment';
