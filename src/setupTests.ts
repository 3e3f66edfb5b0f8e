import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// Most tests render whole pages or lazy extensions in a Backstage test app,
// and a file's first render loads MUI, the translations and the markdown
// stack. On a busy two-core CI machine that has taken over 20 s, so every
// test gets 60 s. This is a safety net for hangs, not a speed target:
// speed lives in `npm run bench`.
jest.setTimeout(60_000);
