// Backend tests start real backends and databases (PostgreSQL under
// `npm run test:pg`): hooks and tests get 30 s, not Jest's 5 s.
jest.setTimeout(30_000);
