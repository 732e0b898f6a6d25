import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../storage/file-storage';
import { EntryFile } from './entry-files';

const directory = mkdtempSync(path.join(tmpdir(), 'daypedia-entry-files-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('a file of entries', () => {
  it('can be abandoned before its storage reads it, leaving no file and no error behind', async () => {
    const storage = localFileStorage(directory);
    // Abandoned at once, as an export whose time is up before its first batch: the storage is
    // still making the file's folder.
    const file = new EntryFile(storage, 'exports/abandoned.csv.gz', 'CSV', 'no-store');
    await file.abandon(new Error('The export took too long'));
    await expect(file.stored).rejects.toThrow();
    expect(existsSync(path.join(directory, 'exports/abandoned.csv.gz'))).toBe(false);
    expect(existsSync(path.join(directory, 'exports/abandoned.csv.gz.partial'))).toBe(false);
  });
});
