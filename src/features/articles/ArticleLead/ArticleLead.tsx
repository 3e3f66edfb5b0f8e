import { makeStyles } from '@material-ui/core/styles';
import type { Post } from '../../../api/types';
import type { MarkdownHeading } from '../../../components/MarkdownView';
import { isHeaderImageUrl } from '../../../components/Form/formValues';
import { ArticleSummaryCard } from '../../ai/ArticleSummaryCard';
import { ArticleContents } from './ArticleContents';

const useStyles = makeStyles(theme => ({
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
export function ArticleLead({
  post,
  headings,
}: {
  post: Post;
  /** The headings of the article's text, as PostView's MarkdownView reports them. */
  headings: MarkdownHeading[];
}) {
  const classes = useStyles();
  const image = post.headerImage;
  // A fragment: its parts join PostView's column, so an empty lead adds no gap.
  return (
    <>
      {image && isHeaderImageUrl(image) && (
        // Decorative: the title right above says what the article is about.
        <img src={image} alt="" className={classes.image} />
      )}
      <ArticleSummaryCard postId={post.id} />
      <ArticleContents
        headings={headings.filter(heading => heading.level <= 3)}
      />
    </>
  );
}
