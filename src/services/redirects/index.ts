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
export { carriedRedirectUri, redirectParamOf, storeRedirectParam, useStoreRedirectParam } from './useStoreRedirectParam';
export { resolveRedirectTarget } from './urls';
export type { RedirectTarget } from './urls';
