export { ProfileUpdateScreen } from './ProfileUpdateScreen';
