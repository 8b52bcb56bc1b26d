import { describe, expect, it } from 'vitest';
import { copyFailedMessage, messages } from './messages';

describe('messages', () => {
  it('words the spec’s messages exactly', () => {
    expect(messages.address).toMatchObject({
      country: 'Please select Country/Region!',
      lastName: 'Please insert Last Name!',
      address: 'Please insert Address!',
      postcode: 'Please insert Postcode!',
      city: 'Please insert City!',
      state: 'Please select State/territory!',
    });
    expect(messages.delivery).toEqual({
      phoneRequired: 'Please insert Phone Number!',
      phoneInvalid: 'Invalid Phone Number',
    });
    expect(messages.enquiry).toEqual({
      name: 'Please insert name!',
      mobile: 'Please insert contact number!',
      email: 'Please insert email!',
      country: 'Please select country!',
      comments: 'Please select comments!',
      radio: 'Required',
    });
    expect(messages.login).toEqual({
      email: 'Please input your email!',
      password: 'Password is required',
    });
    expect(messages.register).toEqual({
      firstName: 'Please input your first name!',
      email: 'Please input your email!',
      password: 'Password is required!',
      referralCode: 'Referral Code is required!',
    });
    expect(messages.resetPassword).toEqual({
      newPassword: 'Please enter new password',
      mismatch: 'The Password does not match',
    });
    expect(messages.success).toEqual({
      addressAdded: 'Address added Successfully!',
      addressUpdated: 'Address updated Successfully!',
      addressRemoved: 'Address removed successfully!',
      newsletter: 'Subscribe newsletter successfully!',
      linkCopied: 'Link copied',
      feedback: 'Your feedback is submitted!',
      checkout: 'Checkout Successful!',
      register: 'Register Successful!',
    });
    expect(messages.cart.loginRequired).toBe('Please login to continue.');
    expect(messages.confirm.removeAddress).toBe('Are you sure to remove the address?');
    expect(messages.notFound).toEqual({
      title: "We're sorry, this page is not available",
      code: '404 - Page not found',
    });
  });
  it('follows the copy failure with its reason', () => {
    expect(copyFailedMessage('NotAllowedError')).toBe('Failed to copy text NotAllowedError');
    expect(copyFailedMessage('')).toBe('Failed to copy text');
  });
});
