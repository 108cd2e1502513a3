export { OAuthAuthorizeScreen } from './OAuthAuthorizeScreen';
export type { OAuthAuthorizeScreenProps } from './OAuthAuthorizeScreen';
