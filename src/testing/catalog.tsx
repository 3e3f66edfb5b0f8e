import type { ReactNode } from 'react';
import type { Entity } from '@backstage/catalog-model';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import { TestApiProvider } from '@backstage/test-utils';

/** A catalog user in the default namespace with a profile display name. */
export function catalogUser(name: string, displayName: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'User',
    metadata: { name },
    spec: { profile: { displayName } },
  };
}

/** A catalog team in the default namespace with a profile display name. */
export function catalogGroup(name: string, displayName: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Group',
    metadata: { name },
    spec: { type: 'team', profile: { displayName }, children: [] },
  };
}

/**
 * An in-memory catalog holding `entities`, for the display names of authors
 * and mentions (spy on `getEntitiesByRefs` to count look-ups). Refs it does
 * not hold are not found, so the UI falls back to their handles.
 */
export function testCatalog(...entities: Entity[]): TestCatalog {
  return new InMemoryCatalogClient({ entities });
}

/** What {@link testCatalog} returns. */
export type TestCatalog = InMemoryCatalogClient;

/** `children` with `catalog` as the catalog API. */
export function WithCatalog(props: {
  catalog: TestCatalog;
  children: ReactNode;
}) {
  return (
    <TestApiProvider apis={[[catalogApiRef, props.catalog]]}>
      {props.children}
    </TestApiProvider>
  );
}
