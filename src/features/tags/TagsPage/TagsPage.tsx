import { useMemo, useState } from 'react';
import Button from '@material-ui/core/Button';
import AddIcon from '@material-ui/icons/Add';
import { useNavigate } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { TAG_ORDER_BY, type Tag, type TagsResponse } from '../../../api/types';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import {
  DirectoryList,
  useDirectory,
  type DirectorySort,
} from '../../directory';
import { TagCard } from '../TagCard';
import { TagFormDialog } from '../TagForm';
import { useGetTagsQuery } from '../tagsApi';

type TagOrderBy = (typeof TAG_ORDER_BY)[number];

/** `/tags`: every tag with search, sort, grid/list and Follow; moderators create tags. */
export function TagsPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const sorts = useMemo<DirectorySort<TagOrderBy>[]>(
    () => [
      {
        value: 'posts',
        label: t('tags.list.sort.posts'),
        orderBy: 'postsCount',
        order: 'desc',
      },
      {
        value: 'name',
        label: t('tags.list.sort.name'),
        orderBy: 'tag',
        order: 'asc',
      },
      {
        value: 'followers',
        label: t('tags.list.sort.followers'),
        orderBy: 'followerCount',
        order: 'desc',
      },
    ],
    [t],
  );
  const directory = useDirectory('tags', sorts);
  const result = useGetTagsQuery(directory.query);

  return (
    <>
      <DirectoryList<TagsResponse, Tag>
        directory={directory}
        result={result}
        select={data => ({ items: data.tags, total: data.total })}
        itemKey={tag => tag.id}
        renderItem={(tag, view) => <TagCard tag={tag} view={view} />}
        heading={total =>
          total === undefined
            ? t('tags.list.label')
            : t('tags.list.count', { count: total })
        }
        label={t('tags.list.label')}
        searchPlaceholder={t('tags.list.searchPlaceholder')}
        actions={
          result.data?.canCreate && (
            <Button
              variant="contained"
              color="primary"
              startIcon={<AddIcon aria-hidden />}
              onClick={() => setCreating(true)}
            >
              {t('tags.list.create')}
            </Button>
          )
        }
        empty={{
          title: t('tags.list.empty.title'),
          description: t('tags.list.empty.description'),
        }}
      />
      <TagFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={tag => {
          setCreating(false);
          navigate(links.tag(tag.tag));
        }}
      />
    </>
  );
}
