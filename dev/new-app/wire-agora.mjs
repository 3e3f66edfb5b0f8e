// Installs Agora into a new Backstage app the way README.md ("Installing into
// a Backstage app") says, from the two packed tarballs:
//   - packages/app depends on backstage-plugin-agora; the app uses the new
//     frontend system with feature discovery (`app.packages: all`), so that
//     is all the wiring its page, entity tab and search item need;
//   - the home page's default layout gets the Q&A card (`AgoraHomePageCard`);
//   - packages/backend depends on backstage-plugin-agora-backend and adds the
//     plugin and its search collator module (`agoraSearchModule`).
// Usage: node wire-agora.mjs <app dir> <frontend .tgz> <backend .tgz>
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [app, frontendTgz, backendTgz] = process.argv.slice(2);
if (!app || !frontendTgz || !backendTgz)
  throw new Error(
    'usage: wire-agora.mjs <app dir> <frontend .tgz> <backend .tgz>',
  );

function edit(file, change) {
  const path = join(app, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before)
    throw new Error(
      `${file}: nothing changed, the new app's layout is not what this script expects`,
    );
  writeFileSync(path, after);
}
function addDependency(file, name, tgz) {
  edit(file, text => {
    const pkg = JSON.parse(text);
    pkg.dependencies[name] = `file:${resolve(tgz)}`;
    return `${JSON.stringify(pkg, null, 2)}\n`;
  });
}

addDependency(
  'packages/app/package.json',
  'backstage-plugin-agora',
  frontendTgz,
);
addDependency(
  'packages/backend/package.json',
  'backstage-plugin-agora-backend',
  backendTgz,
);

edit('packages/backend/src/index.ts', text => {
  const anchor = "backend.add(import('@backstage/plugin-search-backend'));";
  if (!text.includes(anchor)) return text;
  return text
    .replace(
      "import { createBackend } from '@backstage/backend-defaults';",
      "import { createBackend } from '@backstage/backend-defaults';\nimport { agoraSearchModule } from 'backstage-plugin-agora-backend';",
    )
    .replace(
      anchor,
      `${anchor}\nbackend.add(agoraSearchModule);\n\nbackend.add(import('backstage-plugin-agora-backend'));`,
    );
});

edit('app-config.yaml', text => {
  const anchor = /( *)- page:home:\n\1 {4}config:\n\1 {6}defaultConfig:\n/;
  const m = text.match(anchor);
  if (!m) return text;
  const pad = `${m[1]}        `;
  const card = [
    '- component: AgoraHomePageCard',
    '  column: 0',
    '  row: 13',
    '  width: 12',
    '  height: 10',
  ]
    .map(l => `${pad}${l}\n`)
    .join('');
  return text.replace(anchor, whole => whole + card);
});
// The legacy frontend system's wiring (README.md, "Legacy frontend system"),
// compiled by the app's `tsc:full` against the package's main entry. The new
// app runs the new system, so this file is type-checked, not rendered (the
// legacy system runs in Agora's own e2e tier): a legacy app on the newest
// release cannot be free of duplicates, @backstage/app-defaults itself still
// requiring @backstage/frontend-plugin-api ^0.18.
writeFileSync(
  join(app, 'packages/app/src/agoraLegacyWiring.tsx'),
  `// Agora on the legacy frontend system, as its README wires it: the page's
// route, the store API, the entity tab, the home card, the search item and
// the route refs, linked from another page.
import { Route } from 'react-router-dom';
import { AnyApiFactory, useRouteRef } from '@backstage/core-plugin-api';
import {
  AgoraHomePageCard,
  AgoraPage,
  AgoraSearchResultListItem,
  EntityAgoraContent,
  agoraPlugin,
  agoraRouteRefs,
  agoraStoreApiFactory,
} from 'backstage-plugin-agora';

export const agoraRoute = <Route path="/qa" element={<AgoraPage />} />;
export const agoraApis: AnyApiFactory[] = [agoraStoreApiFactory];
export const agoraEntityTab = <EntityAgoraContent />;
export const agoraHomeCard = <AgoraHomePageCard />;
export const agoraSearchItem = <AgoraSearchResultListItem />;
export const agoraExternalRoutes = agoraPlugin.externalRoutes.catalogEntity;

export function AgoraQuestionLink(props: { id: number; title: string }) {
  const questionLink = useRouteRef(agoraRouteRefs.question);
  return <a href={questionLink({ id: String(props.id) })}>{props.title}</a>;
}
`,
);

console.log(
  'Agora wired into the app: dependencies, backend plugin and collator, home card',
);
