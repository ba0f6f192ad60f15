/** Integration tests run against the app that `npm test` starts (src/dev/test.ts). */
export default function setup() {
  for (const name of ['APP_URL', 'DATABASE_URL', 'TEST_MAIL_DIR']) {
    if (!process.env[name]) throw new Error(`${name} is not set: run integration tests with \`npm test -- int\``)
  }
}
