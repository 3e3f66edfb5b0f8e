import { useId } from 'react';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import Pagination from '@material-ui/lab/Pagination';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { PAGE_SIZES, type PageSize } from '../../state/listFilters';
import { agoraTranslationRef } from '../../translation';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
    marginTop: theme.spacing(2),
  },
  size: { minWidth: 140 },
}));

/** @public */
export interface PagerProps {
  /** All matching items, not the length of the page. */
  total: number;
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  /** The size select's name; "Posts per page" unless the list holds other things. */
  sizeLabel?: string;
}

/**
 * Page links over the real total and the choice of page size, under every
 * paged list (post lists, `PagedList`). Its names are the post lists'
 * messages (`postList.pagination.*`), kept so translations stay valid.
 * @public
 */
export function Pager(props: PagerProps) {
  const { total, page, pageSize, onPageChange, onPageSizeChange, sizeLabel } =
    props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className={classes.root}>
      <Pagination
        aria-label={t('postList.pagination.label')}
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, next) => next !== page && onPageChange(next)}
        showFirstButton
        showLastButton
        getItemAriaLabel={(kind, item, selected) => {
          if (kind === 'page') {
            return selected
              ? t('postList.pagination.page', { page: String(item) })
              : t('postList.pagination.goToPage', { page: String(item) });
          }
          return t(`postList.pagination.${kind}`);
        }}
      />
      <TextField
        id={sizeId}
        select
        variant="outlined"
        size="small"
        className={classes.size}
        label={sizeLabel ?? t('postList.pagination.pageSize')}
        value={pageSize}
        onChange={event =>
          onPageSizeChange(Number(event.target.value) as PageSize)
        }
        SelectProps={{ native: true }}
      >
        {PAGE_SIZES.map(size => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </TextField>
    </div>
  );
}
