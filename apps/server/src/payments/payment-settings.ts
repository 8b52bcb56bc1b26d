import type { AppConfig } from '../config/app-config';

/** Timing of unpaid orders and of the re-query worker. */
export interface PaymentSettings {
  /** How long an unpaid order takes payments before it is closed. */
  readonly orderTtlSeconds: number;
  /** Wait after a payment request before the first re-query (the callbacks usually come first). */
  readonly requeryDelaySeconds: number;
  /** Longest wait between two re-queries of one order. */
  readonly requeryMaxIntervalSeconds: number;
  /** How often the worker looks for orders to re-query. */
  readonly workerPollMs: number;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  orderTtlSeconds: 30 * 60,
  requeryDelaySeconds: 10 * 60,
  requeryMaxIntervalSeconds: 30 * 60,
  workerPollMs: 60_000,
};

/** Wait before re-query number `count` + 1: the delay, doubling, capped at the maximum interval. */
export const requeryBackoffSeconds = (settings: PaymentSettings, count: number): number =>
  Math.min(
    settings.requeryDelaySeconds * 2 ** Math.max(0, count),
    settings.requeryMaxIntervalSeconds,
  );

/** The settings of this configuration: order lifetime, re-query delay and poll from config/. */
export const paymentSettingsOf = ({ payment }: AppConfig): PaymentSettings => ({
  ...DEFAULT_PAYMENT_SETTINGS,
  orderTtlSeconds: payment.orderTtlSeconds,
  requeryDelaySeconds: payment.requeryDelaySeconds,
  workerPollMs: payment.requeryPollMs,
});
