export { PasskeyButton } from './PasskeyButton';
export type { PasskeyButtonProps } from './PasskeyButton';
export { passkeyButtonMessages } from './messages';
