const PHONE_PATTERN = /^0\d{9,10}$/;

/** A Malaysian phone number as the shop accepts it: a leading 0 then 9 or 10 digits. */
export const isValidPhone = (text: string): boolean => PHONE_PATTERN.test(text);
