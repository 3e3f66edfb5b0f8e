import { useRef } from 'react';
import { makeStyles } from '@material-ui/core/styles';
import type { Post } from '../../../api/types';
import { isHeaderImageUrl } from '../../posts/PostForm';
import { ArticleSummaryCard } from '../../ai/ArticleSummaryCard';
import { ArticleContents } from './ArticleContents';
import { useRenderedHeadings } from './useRenderedHeadings';

const useStyles = makeStyles(theme => ({
  // Its parts join PostView's column, so an empty lead adds no gap there.
  root: { display: 'contents' },
  // A fixed frame: the text below does not move when the image arrives.
  image: {
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 1',
    objectFit: 'cover',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
  },
}));

/**
 * What an article shows above its text: the header image, the AI summary
 * (when the server writes them) and, for a long article, its contents.
 */
export function ArticleLead({ post }: { post: Post }) {
  const classes = useStyles();
  const root = useRef<HTMLDivElement>(null);
  const headings = useRenderedHeadings(root, post.content);
  const image = post.headerImage;
  return (
    <div ref={root} className={classes.root}>
      {image && isHeaderImageUrl(image) && (
        // Decorative: the title right above says what the article is about.
        <img src={image} alt="" className={classes.image} />
      )}
      <ArticleSummaryCard postId={post.id} />
      <ArticleContents headings={headings} />
    </div>
  );
}
