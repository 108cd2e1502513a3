export { InfoTooltip } from './InfoTooltip';
export type { InfoTooltipProps } from './InfoTooltip';
export { infoTooltipMessages } from './messages';
