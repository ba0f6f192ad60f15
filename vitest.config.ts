import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@collections': path.resolve(import.meta.dirname, 'collections'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

/**
 * The files that keep both cores busy on their own (thousands of requests, several at a time) run last:
 * the browser suite, which runs beside the integration one (src/dev/test.ts), has ended by then, and the
 * lighter files before them leave it the CPU it needs.
 */
class BusiestLast extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const busy = (f: TestSpecification) => /\/(fuzz|access-matrix)\.test\.ts$/.test(f.moduleId)
    return [...sorted.filter((f) => !busy(f)), ...sorted.filter(busy)]
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: BusiestLast },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          // `npm test` runs this suite beside the build and the app suites: a file that loads Payload's
          // config can take seconds to start on two busy cores, which is not what these tests measure
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          // one file per lane at a time (`npm test` sets --maxWorkers to the number of lanes)
          setupFiles: ['tests/int/lane.ts'],
          fileParallelism: true,
          // the files of a lane share one module graph: Payload's config and its client load once per
          // lane, not once per file (each file still makes its own data; none mocks a module)
          isolate: false,
          // the integration files share two cores with the browser suite and each other (lanes)
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
