import { makeStyles } from '@material-ui/core/styles';
import { useParams } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { EntityStats } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout/NotFoundPanel';
import { EntityKindIcon } from '../../../components/EntityChips/entityKindIcons';
import { MarkdownView } from '../../../components/MarkdownView';
import { QueryState } from '../../../components/QueryState';
import { SubjectHeader } from '../../../components/SubjectHeader';
import {
  useCatalogEntity,
  useCatalogPresentation,
} from '../../../hooks/useCatalogPresentations';
import { agoraTranslationRef } from '../../../translation';
import { ScopedCreateButtons } from '../../directory';
import { FollowButton } from '../../follows/FollowButton';
import { PostList } from '../../posts/PostList';
import { useGetEntityQuery } from '../entitiesApi';
import { entityKindLabel, entityTitle } from '../entityNames';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(3) },
}));

type EntityCounts = Omit<EntityStats, 'id' | 'entityRef'>;

/** A catalog entity no post is about and nobody follows. */
const NO_ACTIVITY: EntityCounts = {
  postsCount: 0,
  questionsCount: 0,
  articlesCount: 0,
  linksCount: 0,
  followerCount: 0,
};

/**
 * `/entities/{entityRef}`: the entity's catalog title, kind and description,
 * its counts, Follow, and its posts. The ref is the rest of the path (the
 * router's `entities/*`), since refs hold `/`: links encode it as one
 * segment, and a typed `/entities/component:default/payments` works too.
 * An entity only the catalog knows shows with zero counts, inviting the
 * first post; one neither knows is not found.
 */
export function EntityPage() {
  const entityRef = useParams()['*'] ?? '';
  const { t } = useTranslationRef(agoraTranslationRef);
  const result = useGetEntityQuery(entityRef);
  // Agora knows only entities someone wrote about or follows; the catalog
  // decides whether any other one exists, so its answer is awaited too.
  const catalog = useCatalogEntity(entityRef);
  const waitingForCatalog = result.data === null && catalog.state === 'loading';
  return (
    <QueryState
      result={{ ...result, isLoading: result.isLoading || waitingForCatalog }}
    >
      {entity => {
        // An entity Agora does not know reads as null (its read is not ok).
        if (entity)
          return <EntityView entityRef={entity.entityRef} counts={entity} />;
        if (catalog.state === 'found')
          return <EntityView entityRef={entityRef} counts={NO_ACTIVITY} />;
        return (
          <NotFoundPanel
            description={t('entities.page.notFound', { entityRef })}
          />
        );
      }}
    </QueryState>
  );
}

function EntityView({
  entityRef: ref,
  counts,
}: {
  entityRef: string;
  counts: EntityCounts;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const catalog = useCatalogPresentation(ref);
  const title = entityTitle(ref, catalog);
  return (
    <div className={classes.root}>
      <SubjectHeader
        title={title}
        avatar={<EntityKindIcon entityRef={ref} fontSize="large" />}
        subtitle={[entityKindLabel(ref, catalog), ref]
          .filter(Boolean)
          .join(' · ')}
        counts={[
          t('directory.counts.questions', { count: counts.questionsCount }),
          t('directory.counts.articles', { count: counts.articlesCount }),
          t('directory.counts.links', { count: counts.linksCount }),
          t('directory.counts.followers', { count: counts.followerCount }),
        ]}
        follow={<FollowButton kind="entities" id={ref} name={title} />}
      >
        {catalog?.description && <MarkdownView content={catalog.description} />}
      </SubjectHeader>
      <PostList
        listId={`entity:${ref}`}
        defaults={{ entities: [ref] }}
        empty={{
          title: t('entities.page.empty.title', { name: title }),
          description: t('entities.page.empty.description'),
          action: <ScopedCreateButtons scope={{ entities: [ref] }} />,
        }}
      />
    </div>
  );
}
