/**
 * The rules of a new password (register, reset), shown under the field before anything is typed.
 * They go beyond the spec (decision 0029); the server and the forms enforce them with
 * `newPassword` in `@nyiur/api`, which this text must keep matching.
 */
export const PASSWORD_RULES_HINT =
  'At least 8 characters, and not a common password like "password1".';
