import type { FaultPoint } from './env-schema';

/** The server's whole configuration, parsed once at start. */
export interface AppConfig {
  readonly nodeEnv: 'development' | 'test' | 'production';
  /**
   * Under NODE_ENV=test every successful answer of a contract call is parsed with the call's
   * envelope schema, and one that does not match fails with a 500 (http/call-route.ts).
   */
  readonly checkReplies: boolean;
  /** A fault test's stop (fault-point.ts); never set in production. */
  readonly faultHold: FaultPoint | undefined;
  readonly port: number;
  readonly host: string;
  readonly publicBaseUrl: string;
  readonly trustProxy: boolean | number | string;
  readonly databaseUrl: string | undefined;
  /** The role that applies migrations and owns the tables; unset: DATABASE_URL's role does. */
  readonly migrationDatabaseUrl: string | undefined;
  readonly databasePoolSize: number;
  readonly dataDir: string;
  /** Undefined until {@link resolveJwtSecret} runs (tests pass their own). */
  readonly jwtSecret: string | undefined;
  /**
   * Encrypts the back office's authenticator secrets and keys its recovery-code hashes. Required
   * in production; elsewhere derived from the JWT secret.
   */
  readonly adminSecretsKey: string | undefined;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Where new paid orders and new leads are announced; unset sends no alerts. */
  readonly shopAlertEmail: string | undefined;
  readonly corsOrigins: readonly string[];
  readonly redisUrl: string | undefined;
  /** Starts this shop's Redis keys and channel: shops (or test runs) sharing a Redis keep apart. */
  readonly redisPrefix: string;
  /**
   * The longest a node keeps public data (catalogue, shown reviews, pickup points): 60 s with
   * REDIS_URL, where changes reach every node through pub/sub at once; 5 s without, where it is
   * all that bounds another node's staleness (docs/decisions/0009-public-data-cache.md).
   */
  readonly publicCacheTtlSeconds: number;
  readonly rateLimit: {
    readonly max: number;
    readonly sensitiveMax: number;
    readonly windowMs: number;
    /** What accounts that never paid may reserve: per checkout, and per address an hour. */
    readonly newAccountBoxesPerOrder: number;
    readonly newAccountBoxesPerAddressHour: number;
  };
  readonly payment: {
    readonly gateway: 'sandbox' | 'ipay88';
    readonly merchantCode: string | undefined;
    readonly merchantKey: string | undefined;
    readonly entryUrl: string | undefined;
    readonly requeryUrl: string | undefined;
    readonly allowSandboxInProduction: boolean;
    /** How long an unpaid order accepts payment before it is closed. */
    readonly orderTtlSeconds: number;
    /** Wait after a payment request before the first re-query. */
    readonly requeryDelaySeconds: number;
    /** How often the re-query worker looks for orders to settle. */
    readonly requeryPollMs: number;
  };
  readonly logLevel: string;
  /** Built app folders to serve, in priority order. */
  readonly staticDirs: readonly string[];
  /** The back office's build, served at /admin. */
  readonly adminDir: string;
  readonly outboxPollMs: number;
  /** Boxes a product starts with when it is first seeded (the owner counts real stock after). */
  readonly seedStockOnHand: number;
  /** MyInvois (e-invoices): the default environment and, for tests, other addresses. */
  readonly myinvois: {
    readonly environment: 'sandbox' | 'preprod' | 'production';
    readonly apiUrl: string | undefined;
    readonly portalUrl: string | undefined;
    readonly pollMs: number;
  };
  /**
   * EasyParcel (couriers): `sandbox` is the shop's own under /sandbox/easyparcel/, `live` is
   * EasyParcel's API (live or its sandbox account, as the connected account decides), `off`
   * books nothing. `apiUrl` points the client elsewhere (tests, another sandbox).
   */
  readonly shipping: {
    readonly environment: 'off' | 'sandbox' | 'live';
    readonly apiUrl: string | undefined;
    /** How often the parcel-following job asks EasyParcel; 0: not on this node. */
    readonly pollMs: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
