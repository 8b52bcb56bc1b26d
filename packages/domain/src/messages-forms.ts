/** The messages of the forms' fields, as the spec words them: each form's own, and the uploads'. */
export const addressMessages = {
  country: 'Please select Country/Region!',
  firstName: 'Please insert First Name!',
  lastName: 'Please insert Last Name!',
  address: 'Please insert Address!',
  postcode: 'Please insert Postcode!',
  city: 'Please insert City!',
  state: 'Please select State/territory!',
  address2Placeholder: 'Apartment, suite, etc.',
  defaultLabel: 'Set as default address',
} as const;

export const deliveryMessages = {
  phoneRequired: 'Please insert Phone Number!',
  phoneInvalid: 'Invalid Phone Number',
} as const;

export const enquiryMessages = {
  name: 'Please insert name!',
  mobile: 'Please insert contact number!',
  email: 'Please insert email!',
  country: 'Please select country!',
  comments: 'Please select comments!',
  radio: 'Required',
} as const;

export const loginMessages = {
  email: 'Please input your email!',
  password: 'Password is required',
} as const;

export const registerMessages = {
  firstName: 'Please input your first name!',
  email: 'Please input your email!',
  password: 'Password is required!',
  referralCode: 'Referral Code is required!',
} as const;

export const forgotPasswordMessages = {
  email: 'Please input your email!',
} as const;

export const resetPasswordMessages = {
  newPassword: 'Please enter new password',
  mismatch: 'The Password does not match',
} as const;

export const uploadMessages = {
  image: 'Only JPG & PNG files accepted',
  pdf: 'Only pdf with max 10MB size file accepted',
  pdfOrImage: 'Only pdf with max 10MB size file or Image accepted',
  tooLarge: 'Max 10MB size file accepted',
} as const;
