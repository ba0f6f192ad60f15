import type { Tasks } from '@/jobs/task'

import { fanOutRevision } from './revisions'

declare module '@/jobs/task' {
  interface TaskInputs {
    /** a module's revision announced to its owners (dedupe key: `revisionKey`, module and day) */
    'module-revision': { moduleId: number; revisedAt: string }
  }
}

export const learningTasks: Tasks<'module-revision'> = {
  'module-revision': {
    run: (payload, input) =>
      fanOutRevision(payload, { moduleId: Number(input.moduleId), revisedAt: String(input.revisedAt) }),
  },
}
