export { amountDigits, formatAmount, parseGatewayAmount } from './amount';
export { SIGNATURE_TYPE, signRequest, signResponse, signResponseFields } from './signature';
export type { RequestSignatureInput, ResponseSignatureInput } from './signature';
export { signaturesEqual } from './signatures-equal';
export { encodeForm, toFormFields } from './form-fields';
export type { FormFields } from './form-fields';
export { FIELD_LIMITS, PAYMENT_REQUEST_FIELDS, buildPaymentRequest } from './payment-request';
export type { PaymentRequest, PaymentRequestField, PaymentRequestInput } from './payment-request';
export {
  BACKEND_ACKNOWLEDGEMENT,
  PAYMENT_RESPONSE_FIELDS,
  REQUIRED_RESPONSE_FIELDS,
  parsePaymentResponse,
  paymentStatusOf,
} from './payment-response';
export type { ParseResponseResult, PaymentResponse, PaymentStatus } from './payment-response';
export { paymentMethodLabel } from './payment-method-label';
export { verifyResponse } from './verify-response';
export type { VerifyFailure, VerifyOptions, VerifyResult } from './verify-response';
export { REQUERY_ANSWERS, parseRequeryAnswer, requery } from './requery';
export type { RequeryInput, RequeryOutcome, RequeryResult, RequeryStatus } from './requery';
