import Grid from '@material-ui/core/Grid';
import ForumIcon from '@material-ui/icons/Forum';
import { Content, Header, Page } from '@backstage/core-components';
import { SearchType } from '@backstage/plugin-search';
import {
  SearchBar,
  SearchPagination,
  SearchResult,
} from '@backstage/plugin-search-react';
import { AgoraSearchResultListItem } from '../../src';

/**
 * The dev portal's search page, as a Backstage app lays it out: a search bar,
 * a type filter and the results, Agora's rendered by its result item. The
 * dev backend indexes Agora only (dev/backend/index.ts).
 */
export function DevSearchPage() {
  return (
    <Page themeId="home">
      <Header title="Search" />
      <Content>
        <Grid container direction="row">
          <Grid item xs={12}>
            <SearchBar />
          </Grid>
          <Grid item xs={12} md={3}>
            <SearchType.Accordion
              name="Result type"
              defaultValue=""
              types={[{ value: 'agora', name: 'Q&A', icon: <ForumIcon /> }]}
            />
          </Grid>
          <Grid item xs={12} md={9}>
            <SearchPagination />
            <SearchResult>
              <AgoraSearchResultListItem />
            </SearchResult>
          </Grid>
        </Grid>
      </Content>
    </Page>
  );
}
