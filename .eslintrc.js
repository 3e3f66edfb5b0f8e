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
            message: 'Use useAgoraSelector/useAgoraDispatch/useAgoraStore from src/state/context.',
          },
        ],
      },
    ],
  },
});
