// Part of `npm start`: waits until the dev backend and the dev app answer,
// then says which URL to open. Exits when done; concurrently keeps the
// backend and frontend running (they stop together on Ctrl-C).
const BACKEND = 'http://localhost:7007/api/agora/health';
const FRONTEND = 'http://localhost:3000/';
const APP_URL = 'http://localhost:3000/agora';
const GIVE_UP_MS = 15 * 60_000;

async function answers(url) {
  try {
    const res = await fetch(url);
    return res.ok;
  } catch {
    return false;
  }
}

console.log(
  'Starting the Agora backend (:7007) and dev app (:3000); the first frontend build can take a few minutes…',
);
const started = Date.now();
while (!((await answers(BACKEND)) && (await answers(FRONTEND)))) {
  if (Date.now() - started > GIVE_UP_MS) {
    console.log(
      'Still not up after 15 minutes; see the backend and frontend output above.',
    );
    process.exit(0);
  }
  await new Promise(resolve => setTimeout(resolve, 2000));
}
const line = `  Agora is running: open ${APP_URL}  `;
const bar = '─'.repeat(line.length);
console.log(
  [
    '',
    `  ┌${bar}┐`,
    `  │${line}│`,
    `  └${bar}┘`,
    '  Sign in as Guest; "Act as (dev)" in the sidebar switches demo users.',
    '  Press Ctrl-C to stop the backend and the frontend.',
    '',
  ].join('\n'),
);
