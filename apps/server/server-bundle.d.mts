export declare const serverEntries: Record<
  'main' | 'create-owner' | 'database-command' | 'backup-command',
  string
>;
export declare function bundleServer(outdir: string): Promise<void>;
