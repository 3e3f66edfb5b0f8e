import Grid from '@material-ui/core/Grid';
import { EntityAboutCard, EntityLayout } from '@backstage/plugin-catalog';
import { EntityAgoraContent } from '../../src';

/**
 * The dev portal's catalog entity page, as a Backstage app writes one: an
 * Overview with the entity's about card and Agora's "Q&A" tab listing the
 * posts about the entity. Every kind gets both, so the demo components,
 * systems and APIs of dev/catalog all show their posts.
 */
export function DevEntityPage() {
  return (
    <EntityLayout>
      <EntityLayout.Route path="/" title="Overview">
        <Grid container spacing={3}>
          <Grid item xs={12} md={8}>
            <EntityAboutCard />
          </Grid>
        </Grid>
      </EntityLayout.Route>
      <EntityLayout.Route path="/qa" title="Q&A">
        <EntityAgoraContent />
      </EntityLayout.Route>
    </EntityLayout>
  );
}
