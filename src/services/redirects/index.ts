export {
  afterConfirmationRedirectTo,
  afterLoginDestination,
  asksForceLogout,
  asksStartAtRegister,
  readStoredRedirect,
  storedRedirectToFollow,
  stripLoginParams,
  withoutTarget,
} from './redirects';
export { redirectParamOf, storeRedirectParam, useStoreRedirectParam } from './useStoreRedirectParam';
export { resolveRedirectTarget } from './urls';
export type { RedirectTarget } from './urls';
