// Turborepo generators. The logic lives in tooling/generator as plain functions with their tests; this file only
// asks the questions and writes the planned files. `pnpm gen` runs them with @turbo/gen, a root devDependency;
// `pnpm turbo gen feature …` does the same once turbo's own version of @turbo/gen is published (turbo fetches
// @turbo/gen@<its version> with `pnpm dlx`, and 2.11.11 has none: 2.11.9 is the latest).
//
//   pnpm gen feature                       asks each question
//   pnpm gen feature --args favorites FavoritesPage favorite,favoriteV3 no Favorit Favorites
//   pnpm gen feature --args wishlist WishlistPage /wishlist yes "Daftar Keinginan" Wishlist
//
// The answers, in order: package name, page component, existing page keys (comma-separated) or a new route path
// (`/path` or `key=/path`), guarded (new routes only), title in Indonesian, title in English ("" for the
// suggested title).
import type { PlopTypes } from '@turbo/gen';
import { toPascal } from '../../tooling/generator/src/names.ts';
import {
  defaultTitles,
  type FeatureAnswers,
  type FileChange,
  planFeature,
  problems,
} from '../../tooling/generator/src/plan.ts';
import { diskTree, writePlannedFile } from '../../tooling/generator/src/tree.ts';

type Answers = Partial<FeatureAnswers>;

export default function generator(plop: PlopTypes.NodePlopAPI): void {
  const root = plop.getDestBasePath();
  const tree = () => diskTree(root);
  const check = (problem: string | null) => problem ?? true;
  // An empty answer (`""` in --args) takes the suggested title.
  const titleOr =
    (pick: (titles: ReturnType<typeof defaultTitles>) => string) => (value: string, answers: Answers) =>
      value.trim() || pick(defaultTitles(tree(), answers.name ?? '', answers.routes ?? ''));

  // Each planned file is one action, so the report lists it: `packages/favorites/package.json (create)`.
  const write = (_answers: object, config: PlopTypes.CustomActionConfig<string>) =>
    writePlannedFile(root, (config as unknown as { file: FileChange }).file);
  plop.setActionType('create', write);
  plop.setActionType('edit', write);

  plop.setGenerator('feature', {
    description:
      'A feature package (packages/NAME): a lazy page bound in the shell, its query, story, test, catalogs, README and changeset',
    prompts: [
      {
        type: 'input',
        name: 'name',
        message: 'Package name (kebab-case, becomes @nusa/NAME in packages/NAME):',
        validate: (value: string) => check(problems.name(tree(), value)),
      },
      {
        type: 'input',
        name: 'page',
        message: 'Page component:',
        default: (answers: Answers) => `${toPascal(answers.name ?? '')}Page`,
        validate: (value: string) => check(problems.page(tree(), value)),
      },
      {
        type: 'input',
        name: 'routes',
        message:
          'Bind to which page keys of pageRoutes (comma-separated, e.g. favorite,favoriteV3), or a new route path (/wishlist or key=/path)?',
        validate: (value: string) => check(problems.routes(tree(), value)),
      },
      {
        type: 'confirm',
        name: 'guarded',
        message:
          'New route only: guarded, a guest signs in first (guardedPage)? Existing routes keep their declaration.',
        default: false,
      },
      {
        type: 'input',
        name: 'title',
        message: 'Page title in Indonesian (the source copy):',
        default: (answers: Answers) => defaultTitles(tree(), answers.name ?? '', answers.routes ?? '').title,
        filter: titleOr((titles) => titles.title),
        validate: (value: string, answers?: Answers) =>
          check(problems.title(tree(), titleOr((titles) => titles.title)(value, answers ?? {}))),
      },
      {
        type: 'input',
        name: 'titleEn',
        message: 'Page title in English:',
        default: (answers: Answers) =>
          defaultTitles(tree(), answers.name ?? '', answers.routes ?? '').titleEn,
        filter: titleOr((titles) => titles.titleEn),
        validate: (value: string, answers?: Answers) =>
          check(problems.title(tree(), titleOr((titles) => titles.titleEn)(value, answers ?? {}))),
      },
    ],
    actions: (data) => {
      // Planned in full before anything is written: a refused answer leaves the repo as it was.
      const plan = planFeature(tree(), data as FeatureAnswers);
      return [
        ...plan.files.map((file) => ({ type: file.type === 'add' ? 'create' : 'edit', file })),
        ...plan.notes,
      ];
    },
  });
}
