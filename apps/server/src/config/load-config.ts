import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, type AppConfig } from './app-config';
import { parseEnv } from './parse-env';
import { gatewayChoiceProblem } from './production-checks';

/**
 * Outside production an unset JWT_SECRET is generated once and kept in the data directory, so
 * sessions survive restarts of a local server. Production must set it (checked by parseEnv).
 */
export function resolveJwtSecret(config: AppConfig): AppConfig {
  if (config.jwtSecret) return config;
  const file = join(config.dataDir, 'jwt-secret');
  mkdirSync(config.dataDir, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { ...config, jwtSecret: readFileSync(file, 'utf8').trim() };
}

/** loadConfig for the server itself, which also needs the payment gateway chosen explicitly. */
export function loadServerConfig(): AppConfig {
  const config = loadConfig();
  const problem = gatewayChoiceProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  return config;
}

/**
 * Reads a `.env` file into process.env when there is one (by default in the folder the server
 * starts in: apps/server with `pnpm start`). A variable already set in the environment wins over
 * the file. Answers whether a file was read.
 */
export function loadEnvFile(file = resolve('.env')): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/**
 * Reads `.env` (when present) and then process.env once; on a bad value prints every problem and
 * stops the process.
 */
export function loadConfig(): AppConfig {
  loadEnvFile();
  try {
    return resolveJwtSecret(parseEnv(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The folder a command's relative paths start from: pnpm runs a package's script in the package's
 * folder and names the one it was started in as INIT_CWD (the repository's root for the root
 * scripts), so `pnpm restore ./file` at the root finds the file there.
 */
export function invocationDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/** The environment of a program a command starts (pg_dump, tar): this process's, plus `extra`. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
