import type { GraphQLTaggedNode } from 'relay-runtime';

/**
 * The `graphql` tag of the screens' operations. babel-plugin-relay (vite-plugin-relay) replaces each
 * tagged template with an import of its generated artifact at build time, so this function never
 * runs; importing it instead of react-relay's keeps the Relay runtime off the first paint.
 */
export function graphql(_strings: TemplateStringsArray): GraphQLTaggedNode {
  throw new Error('graphql`…` was not compiled: run the build through babel-plugin-relay (vite-plugin-relay).');
}
