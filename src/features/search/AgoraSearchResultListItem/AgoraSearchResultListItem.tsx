import type { ComponentType } from 'react';
import Box from '@material-ui/core/Box';
import ListItemIcon from '@material-ui/core/ListItemIcon';
import ListItemText from '@material-ui/core/ListItemText';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import type { SvgIconProps } from '@material-ui/core/SvgIcon';
import ArticleIcon from '@material-ui/icons/Description';
import CollectionIcon from '@material-ui/icons/CollectionsBookmark';
import LinkIcon from '@material-ui/icons/Link';
import QuestionIcon from '@material-ui/icons/QuestionAnswer';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { ResultHighlight } from '@backstage/plugin-search-common';
import { HighlightedSearchResultText } from '@backstage/plugin-search-react';
import {
  ANONYMOUS_AUTHOR,
  type AgoraSearchDocument,
  type AgoraSearchKind,
} from '../../../api/types';
import { RelativeTime } from '../../../components/RelativeTime';
import { useCatalogPresentation } from '../../../hooks/useCatalogPresentations';
import { useMentionNames } from '../../../hooks/useMentionNames';
import { readableEntityName } from '../../../utils/entityRefs';
import { agoraTranslationRef } from '../../../translation';
import {
  highlightedMentions,
  highlightedMentionsAsNames,
} from './highlightedMentions';

const ICONS: Record<AgoraSearchKind, ComponentType<SvgIconProps>> = {
  question: QuestionIcon,
  article: ArticleIcon,
  link: LinkIcon,
  collection: CollectionIcon,
};

const useStyles = makeStyles(theme => ({
  row: { display: 'flex', alignItems: 'flex-start', width: '100%' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5),
    '& > :not(:last-child)::after': { content: '" ·"' },
  },
  excerpt: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
}));

/** Props of {@link AgoraSearchResultListItem}; the search page passes them. @public */
export interface AgoraSearchResultListItemProps {
  /** The indexed document, of type `agora`. */
  result?: AgoraSearchDocument;
  highlight?: ResultHighlight;
  rank?: number;
  /** Lines of the excerpt shown; the rest is cut. */
  lineClamp?: number;
}

/**
 * One Agora post or collection in portal search: its type icon, the title
 * linking to it, a meta line and a plain-text excerpt, with the search
 * engine's highlights in title and excerpt.
 * @public
 */
export function AgoraSearchResultListItem({
  result,
  highlight,
  lineClamp = 3,
}: AgoraSearchResultListItemProps) {
  const classes = useStyles();
  const { t } = useTranslationRef(agoraTranslationRef);
  const anonymous = result?.author === ANONYMOUS_AUTHOR;
  // The catalog's display name, as everywhere in Agora: the results of one
  // page are one batched catalog request. Never asked for a masked author.
  const catalog = useCatalogPresentation(
    anonymous ? undefined : result?.author,
  );
  // Mentions in the excerpt read as names, like in the post (one lookup
  // with the page's other results).
  const excerpt = highlight?.fields.text ?? result?.text ?? '';
  const mentionName = useMentionNames(
    highlightedMentions(excerpt, highlight?.preTag, highlight?.postTag),
  );
  if (!result) return null;
  const Icon = ICONS[result.kind] ?? QuestionIcon;
  const highlighted = (field: 'title' | 'text') => {
    const text = highlight?.fields[field];
    // Only the text has mentions: a title is shown as written.
    const named = (value: string, pre = '', post = '') =>
      field === 'text'
        ? highlightedMentionsAsNames(value, pre, post, mentionName)
        : value;
    return text ? (
      <HighlightedSearchResultText
        text={named(text, highlight.preTag, highlight.postTag)}
        preTag={highlight.preTag}
        postTag={highlight.postTag}
      />
    ) : (
      named(result[field])
    );
  };
  const author = anonymous
    ? t('search.anonymous')
    : (catalog?.title ?? readableEntityName(result.author));
  // Only questions are answered: articles and links always hold 0 answers.
  const counts =
    result.kind === 'collection'
      ? [t('search.posts', { count: result.postsCount })]
      : [
          t('search.score', { count: result.score }),
          ...(result.kind === 'question'
            ? [t('search.answers', { count: result.answersCount })]
            : []),
          t('search.views', { count: result.views }),
        ];

  return (
    <div className={classes.row}>
      <ListItemIcon>
        <Icon aria-hidden />
      </ListItemIcon>
      <Box flex={1} minWidth={0}>
        <ListItemText
          primaryTypographyProps={{ variant: 'h6' }}
          primary={<Link to={result.location}>{highlighted('title')}</Link>}
          secondaryTypographyProps={{ component: 'div' }}
          secondary={
            <Typography
              component="span"
              variant="body2"
              color="textSecondary"
              className={classes.meta}
            >
              <span>{t(`search.kind.${result.kind}`)}</span>
              <span>
                <RelativeTime date={result.created} />
              </span>
              <span>{author}</span>
              {counts.map(count => (
                <span key={count}>{count}</span>
              ))}
            </Typography>
          }
        />
        <Typography
          variant="body2"
          className={classes.excerpt}
          style={{ WebkitLineClamp: lineClamp }}
        >
          {highlighted('text')}
        </Typography>
      </Box>
    </div>
  );
}
