/**
 * Prints the server-rendered markup of «Justificación FUNDAE» for a team (argv[2]): the browser test
 * places it in a page of the site until the team page that holds it exists. Run with tsx, which
 * resolves `next/link` the way the app's build does (Playwright's own loader does not).
 */
import { renderToStaticMarkup } from 'react-dom/server'

import { FundaeExport } from '@/components/teams/FundaeExport'

process.stdout.write(
  renderToStaticMarkup(<FundaeExport team={Number(process.argv[2])} defaultFrom="2026-01-01" defaultTo="2026-12-31" />),
)
