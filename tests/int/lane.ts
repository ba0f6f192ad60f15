/**
 * Integration files run in parallel, one per lane (src/dev/lanes.ts): before a file loads, its worker
 * takes the settings of its own lane (its app, database and mail folder), by vitest's worker number.
 */
const lanes = JSON.parse(process.env.TEST_LANES || '[]') as Record<string, string>[]
const worker = Number(process.env.VITEST_POOL_ID || 1) - 1
if (lanes.length) Object.assign(process.env, lanes[worker % lanes.length])
