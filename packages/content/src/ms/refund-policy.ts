export { refundPolicy } from '../refund-policy';
