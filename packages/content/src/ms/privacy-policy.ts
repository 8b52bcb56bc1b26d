export { privacyPolicy } from '../privacy-policy';
