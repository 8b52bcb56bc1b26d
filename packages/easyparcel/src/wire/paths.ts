/** The API version this package speaks: EasyParcel puts it in every path (`/open_api/2026-06/`). */
export const API_VERSION = '2026-06';

/** The paths below the API's origin, as the Open API documentation names them. */
export const PATHS = {
  login: 'oauth/login',
  token: 'oauth/token',
  quotations: `open_api/${API_VERSION}/shipment/quotations`,
  submitOrders: `open_api/${API_VERSION}/shipment/submit_orders`,
  details: `open_api/${API_VERSION}/shipment/details`,
  list: `open_api/${API_VERSION}/shipment/list`,
  trackingStatus: `open_api/${API_VERSION}/shipment/tracking_status`,
  cancel: `open_api/${API_VERSION}/shipment/cancel`,
  wallet: `open_api/${API_VERSION}/wallet`,
} as const;

/** EasyParcel's one origin: the authorised account, not the host, decides live or sandbox. */
export const EASYPARCEL_API_ORIGIN = 'https://api.easyparcel.com';
