export {
  afterConfirmationRedirectTo,
  afterLoginDestination,
  asksForceLogout,
  asksStartAtRegister,
  forgetStoredRedirect,
  readStoredRedirect,
  storedRedirectToFollow,
  stripLoginParams,
  takeAfterLoginDestination,
  withoutTarget,
} from './redirects';
export { redirectParamOf, storeRedirectParam, useStoreRedirectParam } from './useStoreRedirectParam';
export { resolveRedirectTarget } from './urls';
export type { RedirectTarget } from './urls';
