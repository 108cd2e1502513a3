export { ProfileLine } from './ProfileLine';
export type { ProfileLineProps, UserType } from './ProfileLine';
export { profileLineMessages } from './messages';
