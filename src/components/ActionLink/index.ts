export { ActionLink } from './ActionLink';
export type { ActionLinkProps } from './ActionLink';
