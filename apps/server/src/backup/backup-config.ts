import { resolve } from 'node:path';
import { z } from 'zod';

/** Where `npm run backup` writes and how many backups it keeps (decision 0032). */
export interface BackupSettings {
  /** Absolute: the folder that holds one folder per backup. */
  dir: string;
  /** The newest this many complete backups stay; older ones are deleted after a new one. */
  keep: number;
}

const keep = { error: 'must be an integer from 1 to 1000' };

const BackupEnv = z.object({
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number(keep).int(keep).min(1, keep).max(1000, keep).default(7),
});

/** BACKUP_DIR (DATA_DIR/backups by default, resolved against the cwd) and BACKUP_KEEP. */
export function backupSettings(env: NodeJS.ProcessEnv, dataDir: string): BackupSettings | string {
  const parsed = BackupEnv.safeParse(env);
  if (!parsed.success) {
    return parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
  }
  const { BACKUP_DIR, BACKUP_KEEP } = parsed.data;
  return {
    dir: BACKUP_DIR ? resolve(process.cwd(), BACKUP_DIR) : resolve(dataDir, 'backups'),
    keep: BACKUP_KEEP,
  };
}
