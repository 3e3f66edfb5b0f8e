import { Content, Header, Page } from '@backstage/core-components';
import { CustomHomepageGrid } from '@backstage/plugin-home';
import { AgoraHomePageCard } from '../../src';

// The grid places the Q&A card until a person edits the page; then their
// layout and each card's settings are kept in the app's storage. Grid items
// have a fixed height (60 px rows, 10 px apart), so the card gets the rows
// its default content needs (ten posts, the quick filters and the pager:
// about 680 px where titles fit on one line): 10 rows, 690 px. The card
// scrolls inside on narrower screens where titles wrap.
const defaultLayout = [
  { component: 'AgoraHomePageCard', x: 0, y: 0, width: 12, height: 10 },
];

/**
 * The dev portal's home page, as a Backstage app with a customizable home
 * page has it: the Q&A card on a `CustomHomepageGrid`, whose Edit mode can
 * add more Q&A cards and configure each one (post type, rows per page,
 * quick filter).
 */
export function DevHomePage() {
  return (
    <Page themeId="home">
      <Header title="Home" />
      <Content>
        <CustomHomepageGrid config={defaultLayout}>
          <AgoraHomePageCard />
        </CustomHomepageGrid>
      </Content>
    </Page>
  );
}
