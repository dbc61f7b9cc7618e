import type { Database } from '../../../db/client';

/** A stored file of the person's: which storage holds it, its name there, its name in the zip. */
export interface PersonalFile {
  storage: 'private' | 'public';
  name: string;
  /** Path inside the export's zip (e.g. `files/resume/<name>`). */
  zipPath: string;
}

/**
 * One kind of personal data (account, applications, consents, uploads...): what the export shows of
 * it and how erasure removes it. Add a kind by adding a part to `privacyParts` (parts/index.ts).
 */
export interface PrivacyPart {
  /** The key in data.json and in the erasure's counts. */
  name: string;
  /** The user's data of this kind, as data.json shows it, and any files that go into the zip. */
  collect(db: Database, userId: string): Promise<{ data: unknown; files?: PersonalFile[] }>;
  /**
   * Removes or anonymises it inside the erasure's transaction; answers how many rows it removed or
   * anonymised and the files to delete once the transaction has committed.
   */
  erase(db: Database, userId: string): Promise<{ count: number; files?: PersonalFile[] }>;
}
