import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { siteConfig } from '@nyiur/content';

const PERIOD_SECONDS = 30;

const totpFor = (secretBase32: string, label = 'admin') =>
  new TOTP({
    issuer: `${siteConfig.brandName} back office`,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret, base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL and its QR code (SVG) for enrolment. */
export async function enrolmentOf(
  secretBase32: string,
  email: string,
): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = totpFor(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { otpauthUrl, qrSvg };
}

/**
 * The time step a code belongs to (RFC 6238, one step of clock drift either way), or null.
 * A step at or before `lastStep` was used already: a code works once.
 */
export function acceptedStep(
  secretBase32: string,
  code: string,
  lastStep: number,
  now = Date.now(),
): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return step > lastStep ? step : null;
}

/** The current code (tests and the journeys compute codes the way an authenticator app does). */
export const currentTotp = (secretBase32: string, now = Date.now()): string =>
  totpFor(secretBase32).generate({ timestamp: now });
