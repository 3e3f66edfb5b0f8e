module.exports = require('@backstage/cli/config/eslint-factory')(__dirname, {
  ignorePatterns: ['dist/', 'dist-types/', '.tmp/', 'data/'],
  rules: {
    // Agora's hooks are bound to a private react-redux context; the plain
    // hooks would silently read the host app's store instead.
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-redux',
            importNames: ['useSelector', 'useDispatch', 'useStore'],
            message:
              'Use useAgoraSelector/useAgoraDispatch/useAgoraStore from src/state/context.',
          },
          {
            // Its hooks bind to the default react-redux context, not Agora's.
            name: '@reduxjs/toolkit/query/react',
            importNames: ['createApi'],
            message:
              "Inject endpoints into agoraApi (src/api/agoraApi.ts), whose hooks use Agora's private context.",
          },
        ],
      },
    ],
  },
  overrides: [
    {
      // Test helpers import test-only packages (devDependencies); they are
      // never part of the published plugin.
      files: ['src/testing/**', 'dev/backend/plugin/src/testing/**'],
      rules: { '@backstage/no-undeclared-imports': 'off' },
    },
    {
      // The new frontend system's dev app is an app (role "frontend" in a
      // real portal), which imports Backstage UI's stylesheet once; the
      // plugin package itself, whose role the rule reads, never does.
      files: ['dev/nfs/**'],
      rules: { '@backstage/no-ui-css-imports-in-non-frontend': 'off' },
    },
    {
      // Command-line scripts talk to the person running them.
      files: [
        'dev/scripts/**',
        'dev/bench/**',
        'dev/storm/**',
        'dev/new-app/**',
      ],
      rules: { 'no-console': 'off' },
    },
  ],
});
