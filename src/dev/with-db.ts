/**
 * `tsx src/dev/with-db.ts [--no-db] -- <command…>`: runs a command with DATABASE_URL pointing at the
 * configured server or the embedded one (started for the duration of the command).
 */
import { startDatabaseServer } from './database'
import { run } from './run'

const argv = process.argv.slice(2)
const split = argv.indexOf('--')
const flags = split === -1 ? [] : argv.slice(0, split)
const [command, ...args] = split === -1 ? argv : argv.slice(split + 1)

if (!command) {
  console.error('usage: with-db [--no-db] -- <command> [args…]')
  process.exit(2)
}

const server = flags.includes('--no-db') ? null : await startDatabaseServer()
const code = await run('npx', ['--no-install', command, ...args], server ? { DATABASE_URL: server.url } : {})
await server?.stop()
process.exit(code)
