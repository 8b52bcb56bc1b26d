const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A secret with fewer different characters than this is a pattern, not a secret. */
const MIN_SECRET_SYMBOLS = 12;

/**
 * The production checklist of docs/operations.md that the server enforces: an https public address
 * (plain http only on this machine, to try a production build), real mail, a secret of real
 * entropy. A demo shop (the sandbox allowed in production) may write its mail to files.
 */
export function productionProblems(env: {
  PUBLIC_BASE_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  JWT_SECRET?: string | undefined;
  ADMIN_SECRETS_KEY?: string | undefined;
  PAYMENT_GATEWAY?: string | undefined;
  ALLOW_SANDBOX_IN_PRODUCTION: boolean;
}): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  if (!env.PUBLIC_BASE_URL) {
    problems.push({
      key: 'PUBLIC_BASE_URL',
      message:
        'is required in production: payment callbacks, e-mail links and canonical addresses use it',
    });
  } else {
    const url = new URL(env.PUBLIC_BASE_URL);
    if (url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) {
      problems.push({
        key: 'PUBLIC_BASE_URL',
        message: 'must be an https:// address in production',
      });
    }
  }
  const demo = env.PAYMENT_GATEWAY === 'sandbox' && env.ALLOW_SANDBOX_IN_PRODUCTION;
  if (!env.SMTP_URL && !demo) {
    problems.push({
      key: 'SMTP_URL',
      message: 'is required in production; without it e-mail is only written to files',
    });
  }
  for (const key of ['JWT_SECRET', 'ADMIN_SECRETS_KEY'] as const) {
    const secret = env[key];
    if (secret && new Set(secret).size < MIN_SECRET_SYMBOLS) {
      problems.push({
        key,
        message: 'looks guessable (too few different characters); use `openssl rand -base64 48`',
      });
    }
  }
  return problems;
}

/**
 * The payment gateway must be chosen, never assumed: a server started without PAYMENT_GATEWAY
 * would otherwise let anyone "pay" through the sandbox. Answers the problem, or null.
 */
export function gatewayChoiceProblem(raw: {
  readonly PAYMENT_GATEWAY?: string | undefined;
}): string | null {
  return raw.PAYMENT_GATEWAY
    ? null
    : 'PAYMENT_GATEWAY is not set: choose ipay88 for real payments, or sandbox to try the shop with simulated payments.';
}
