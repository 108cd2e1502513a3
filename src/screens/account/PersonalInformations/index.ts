export { PersonalInformationsScreen } from './PersonalInformationsScreen';
