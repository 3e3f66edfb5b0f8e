import { makeStyles } from '@material-ui/core/styles';
import { useParams } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { EntityStats } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout/NotFoundPanel';
import { EntityKindIcon } from '../../../components/EntityChips/entityKindIcons';
import { MarkdownView } from '../../../components/MarkdownView';
import { QueryState } from '../../../components/QueryState';
import { SubjectHeader } from '../../../components/SubjectHeader';
import { useCatalogPresentation } from '../../../hooks/useCatalogPresentations';
import { agoraTranslationRef } from '../../../translation';
import { ScopedCreateButtons } from '../../directory';
import { FollowButton } from '../../follows/FollowButton';
import { PostList } from '../../postList/PostList';
import { useGetEntityQuery } from '../entitiesApi';
import { entityKindLabel, entityTitle } from '../entityNames';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(3) },
}));

/**
 * `/entities/{entityRef}`: the entity's catalog title, kind and description,
 * its counts, Follow, and its posts. The ref is the rest of the path (the
 * router's `entities/*`), since refs hold `/`: links encode it as one
 * segment, and a typed `/entities/component:default/payments` works too.
 */
export function EntityPage() {
  const entityRef = useParams()['*'] ?? '';
  const { t } = useTranslationRef(agoraTranslationRef);
  const result = useGetEntityQuery(entityRef);
  return (
    <QueryState result={result}>
      {entity =>
        // An entity Agora does not know reads as null (its read is not ok).
        entity ? (
          <EntityView entity={entity} />
        ) : (
          <NotFoundPanel
            description={t('entities.page.notFound', { entityRef })}
          />
        )
      }
    </QueryState>
  );
}

function EntityView({ entity }: { entity: EntityStats }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const ref = entity.entityRef;
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
          t('directory.counts.questions', { count: entity.questionsCount }),
          t('directory.counts.articles', { count: entity.articlesCount }),
          t('directory.counts.links', { count: entity.linksCount }),
          t('directory.counts.followers', { count: entity.followerCount }),
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
