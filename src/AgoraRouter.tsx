import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useRouteRef, type IconComponent } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  AgoraLayout,
  NotFoundPanel,
  RightPanel,
} from './components/AgoraLayout';
import QuestionAnswerIcon from '@material-ui/icons/QuestionAnswer';
import StarIcon from '@material-ui/icons/Star';
import { rootRouteRef } from './routes';
import { QuestionsPage } from './features/questions/QuestionsPage';
import { QuestionPage } from './features/questions/QuestionPage';
import { AskPage } from './features/questions/AskPage';
import { EditQuestionPage } from './features/questions/EditQuestionPage';
import { FavoritesPage } from './features/favorites/FavoritesPage';
import { AgoraPagesProvider } from './hooks/agoraPages';
import { agoraTranslationRef } from './translation';

/** The top-level sections of spec §2, in navigation order. */
export type AgoraSectionId =
  | 'questions'
  | 'articles'
  | 'links'
  | 'collections'
  | 'favorites'
  | 'tags'
  | 'entities'
  | 'users'
  | 'statistics'
  | 'moderate';

/** A section with a list page: one entry here is one nav item and one route. */
export interface AgoraSection {
  id: AgoraSectionId;
  icon: IconComponent;
  /** The list page, mounted at `/{id}`. */
  element: ReactElement;
}

/** A page below a section, e.g. `questions/:id`; no nav item of its own. */
export interface AgoraSubPage {
  path: string;
  element: ReactElement;
}

/**
 * The sections whose pages exist. Only these get a nav item and a route,
 * so adding a page here is all it takes to show it in the navigation.
 */
export const AGORA_SECTIONS: AgoraSection[] = [
  { id: 'questions', icon: QuestionAnswerIcon, element: <QuestionsPage /> },
  { id: 'favorites', icon: StarIcon, element: <FavoritesPage /> },
];

/** The other pages (ask, detail, edit …), matched relative to Agora's root. */
export const AGORA_SUB_PAGES: AgoraSubPage[] = [
  { path: 'questions/:id', element: <QuestionPage /> },
  // Static segments outrank `:id` in react-router v6, so ask is not read as an id.
  { path: 'questions/ask', element: <AskPage /> },
  { path: 'questions/:id/edit', element: <EditQuestionPage /> },
];

/**
 * Every route pattern of the table, for links: `useAgoraLinks` links only
 * to addresses these match, so this table alone decides what is linked.
 */
export const AGORA_PAGE_PATHS: ReadonlyArray<string> = [
  ...AGORA_SECTIONS.map(({ id }) => id),
  ...AGORA_SUB_PAGES.map(({ path }) => path),
];

const SUBTITLED: ReadonlyArray<string> = [
  'questions',
  'articles',
  'links',
  'collections',
  'favorites',
  'tags',
  'entities',
  'users',
  'statistics',
  'moderate',
] satisfies AgoraSectionId[];

/** The section a path below Agora's root belongs to, e.g. `/agora/questions/3` → questions. */
export function sectionOf(
  pathname: string,
  rootPath: string,
): AgoraSectionId | undefined {
  const base = rootPath.replace(/\/$/, '');
  if (!pathname.startsWith(base)) return undefined;
  const first = pathname.slice(base.length).split('/')[1] ?? '';
  return SUBTITLED.includes(first) ? (first as AgoraSectionId) : undefined;
}

/** Agora's route table inside the shell. */
export function AgoraRouter() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const rootPath = useRouteRef(rootRouteRef)();
  const { pathname } = useLocation();
  const base = rootPath.replace(/\/$/, '');
  const section = sectionOf(pathname, rootPath);

  const navItems = AGORA_SECTIONS.map(({ id, icon }) => ({
    id,
    icon,
    label: t(`nav.${id}`),
    href: `${base}/${id}`,
  }));

  return (
    <AgoraPagesProvider paths={AGORA_PAGE_PATHS}>
      <AgoraLayout
        navItems={navItems}
        subtitle={t(`header.subtitle.${section ?? 'default'}`)}
        aside={<RightPanel />}
      >
        <Routes>
          <Route index element={<Navigate to="questions" replace />} />
          {AGORA_SECTIONS.map(({ id, element }) => (
            <Route key={id} path={id} element={element} />
          ))}
          {AGORA_SUB_PAGES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<NotFoundPanel />} />
        </Routes>
      </AgoraLayout>
    </AgoraPagesProvider>
  );
}
