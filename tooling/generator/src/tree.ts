// The repo on disk for the generator (read, and write a plan), and an in-memory one for tests.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FeaturePlan, Tree } from './plan.ts';

export function diskTree(root: string): Tree {
  return {
    read(path) {
      const file = join(root, path);
      return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : null;
    },
    folders(path) {
      const dir = join(root, path);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    },
  };
}

/** A tree over a map of path → content; `folders` lists the folders the paths imply. */
export function memoryTree(files: Record<string, string>): Tree & { files: Record<string, string> } {
  return {
    files,
    read: (path) => files[path] ?? null,
    folders(path) {
      const prefix = `${path}/`;
      const names = new Set<string>();
      for (const file of Object.keys(files)) {
        if (!file.startsWith(prefix)) continue;
        const rest = file.slice(prefix.length).split('/');
        if (rest.length > 1) names.add(rest[0] as string);
      }
      return [...names];
    },
  };
}

/** Writes one planned file under `root`; returns its path for the generator's report. */
export function writePlannedFile(root: string, file: FeaturePlan['files'][number]): string {
  const target = join(root, file.path);
  if (file.type === 'add' && existsSync(target)) throw new Error(`${file.path} exists already`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.content);
  return file.path;
}

/** Applies a plan to an in-memory tree (tests). */
export function applyToMemory(tree: ReturnType<typeof memoryTree>, plan: FeaturePlan): void {
  for (const file of plan.files) tree.files[file.path] = file.content;
}
