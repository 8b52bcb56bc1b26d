import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { listenOnLoopback } from '@nyiur/sandbox-http';
import { SANDBOX_PREFIX, createNodeHandler } from './create-node-handler';
import { createSandbox } from './create-sandbox';
import type { Sandbox, SandboxOptions } from './create-sandbox';
import { stateFromJson, stateToJson } from './sandbox-state';
import type { SandboxState } from './sandbox-state';

/** A sandbox on its own loopback port, outside any shop, as EasyParcel's service is. */
export interface ListeningSandbox {
  readonly sandbox: Sandbox;
  /** The client's `apiBaseUrl`: oauth/ and open_api/ are below it. */
  readonly apiBaseUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

export interface ListenSandboxOptions extends Omit<SandboxOptions, 'state' | 'onChange'> {
  /**
   * A JSON file the sandbox keeps its state in (written after every change, read at start),
   * so a restarted sandbox still knows its shipments and tokens.
   */
  dataFile?: string;
  /** 0 (the default) takes a free port; a restart passes the port it had. */
  port?: number;
}

/** Reads a saved state, or null when there is none yet. */
export const loadState = (dataFile: string): SandboxState | null =>
  existsSync(dataFile) ? stateFromJson(readFileSync(dataFile, 'utf8')) : null;

/** Writes the state whole, then renames it over the old file: a crash leaves one or the other. */
export const saveState = (dataFile: string, state: SandboxState): void => {
  mkdirSync(dirname(dataFile), { recursive: true });
  // Names, addresses and phone numbers of shoppers: for the shop's user alone.
  writeFileSync(`${dataFile}.tmp`, stateToJson(state), { mode: 0o600 });
  renameSync(`${dataFile}.tmp`, dataFile);
};

export async function listenSandbox(options: ListenSandboxOptions): Promise<ListeningSandbox> {
  const { dataFile, port, ...rest } = options;
  const saved = dataFile ? loadState(dataFile) : null;
  const sandbox = createSandbox({
    ...rest,
    ...(saved ? { state: saved } : {}),
    ...(dataFile ? { onChange: (state: SandboxState) => saveState(dataFile, state) } : {}),
  });
  const server = await listenOnLoopback(createNodeHandler(sandbox), port ? { port } : {});
  return {
    sandbox,
    apiBaseUrl: `${server.origin}${SANDBOX_PREFIX.replace(/\/$/, '')}`,
    port: Number(new URL(server.origin).port),
    close: () => server.close(),
  };
}
