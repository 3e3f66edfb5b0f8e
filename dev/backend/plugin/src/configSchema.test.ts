import { loadConfigSchema } from '@backstage/config-loader';

// Each package declares the keys it reads (docs/configuration.md), so an app
// with only one of them validates only that package's keys. Loaded without
// the packages' dependencies and with undeclared keys refused, a schema
// accepts exactly the keys its package owns.
const FRONTEND = 'backstage-plugin-agora';
const BACKEND = 'backstage-plugin-agora-backend';

// The question minimums are read by both packages, and served to the browser.
const questions = { minTitleLength: 15, minContentLength: 30 };
const frontendKeys = {
  backendPluginId: 'agora',
  allowAnonymous: true,
  questions,
};
const backendKeys = {
  moderators: ['group:default/agora-moderators'],
  devIdentity: false,
  seed: { enabled: true },
  ai: {
    apiUrl: 'https://ai.example.com/v1',
    model: 'm',
    apiKey: 'secret-key',
    existingQuestions: true,
    newQuestions: true,
    articleSummaries: true,
    timeoutMs: 1000,
  },
  attachments: { directory: '/tmp/images' },
  urlMetadata: { allowPrivateNetworks: false },
  revisions: { keep: 10 },
  questions,
};

async function schemaOf(packageName: string) {
  return loadConfigSchema({
    dependencies: [packageName],
    excludePackageDependencies: true,
    noUndeclaredProperties: true,
  });
}

function validate(
  schema: Awaited<ReturnType<typeof schemaOf>>,
  agora: object,
  visibility?: ('frontend' | 'backend' | 'secret')[],
) {
  return schema.process([{ context: 'test', data: { agora } }], {
    visibility,
  });
}

describe('config schemas', () => {
  let frontend: Awaited<ReturnType<typeof schemaOf>>;
  let backend: Awaited<ReturnType<typeof schemaOf>>;
  beforeAll(async () => {
    frontend = await schemaOf(FRONTEND);
    backend = await schemaOf(BACKEND);
  }, 60_000);

  it('the frontend package declares only the keys the browser reads', () => {
    expect(() => validate(frontend, frontendKeys)).not.toThrow();
    expect(() => validate(frontend, { moderators: [] })).toThrow(
      /additionalProperty=moderators/,
    );
    expect(() => validate(frontend, { ai: { apiKey: 'k' } })).toThrow(
      /additionalProperty=ai/,
    );
    const [served] = validate(frontend, frontendKeys, ['frontend']);
    expect(served.data).toEqual({ agora: frontendKeys });
  });

  it('the backend package declares every key the backend reads', () => {
    expect(() => validate(backend, backendKeys)).not.toThrow();
    expect(() => validate(backend, { backendPluginId: 'agora' })).toThrow(
      /additionalProperty=backendPluginId/,
    );
    expect(() => validate(backend, { moderators: 'jane' })).toThrow(
      /must be array/,
    );
  });

  it('no backend key reaches the browser, and the AI key is secret', () => {
    const [served] = validate(backend, backendKeys, ['frontend']);
    expect(served.data).toEqual({});
    const [secrets] = validate(backend, backendKeys, ['secret']);
    expect(secrets.data).toEqual({ agora: { ai: { apiKey: 'secret-key' } } });
  });
});
