// The Relay runtime, in a chunk of its own that the screens load after the first paint (useMutation.ts).
export { commitMutation } from 'relay-runtime';
