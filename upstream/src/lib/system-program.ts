import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * The folders system programs are installed in (Debian, macOS with Homebrew). PATH is not searched: under npm it
 * starts with node_modules/.bin of the app and of every parent folder, where anyone who can write could plant one.
 */
export const systemProgramDirs = ['/usr/local/bin', '/usr/bin', '/bin', '/opt/homebrew/bin'];

/** The absolute path of the executable `name` in the first of `dirs` that holds one; undefined when none does. */
export function systemProgram(name: string, dirs = systemProgramDirs): string | undefined {
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here (or not executable): the next folder
    }
  }
  return undefined;
}
