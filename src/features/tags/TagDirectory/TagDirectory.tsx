import { useMemo, useState } from 'react';
import Button from '@material-ui/core/Button';
import AddIcon from '@material-ui/icons/Add';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { TAG_ORDER_BY, type Tag, type TagsResponse } from '../../../api/types';
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

/** @public */
export interface TagDirectoryProps {
  /** The list's id: its remembered view. */
  listId: string;
  /** After a tag was created. */
  onCreated?: (tag: Tag) => void;
  /** Show each tag's experts and its Edit and Delete (the moderator area). */
  manage?: boolean;
}

/**
 * Every tag with search, sort, grid/list and Follow, and Create for those
 * the server lets create tags (`canCreate`): the tags page, and with
 * `manage` the moderator area's Tags tab.
 * @public
 */
export function TagDirectory({ listId, onCreated, manage }: TagDirectoryProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
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
  const directory = useDirectory(listId, sorts);
  const result = useGetTagsQuery(directory.query);

  return (
    <>
      <DirectoryList<TagsResponse, Tag>
        directory={directory}
        result={result}
        select={data => ({ items: data.tags, total: data.total })}
        itemKey={tag => tag.id}
        renderItem={(tag, view) => (
          <TagCard tag={tag} view={view} manage={manage} />
        )}
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
          onCreated?.(tag);
        }}
      />
    </>
  );
}
