import type { Tasks } from '@/jobs/task'

import { publishModuleGuide } from './files'

declare module '@/jobs/task' {
  interface TaskInputs {
    /** a published module's PDF guide built again (dedupe key: module and version, collections/hooks/modules.ts) */
    'module-guide': { moduleId: number }
  }
}

/** Beside the code that renders and stores the guide (`files.ts`), which the seed also calls directly. */
export const pdfTasks: Tasks<'module-guide'> = {
  'module-guide': {
    run: (payload, input) => publishModuleGuide(payload, Number(input.moduleId)),
  },
}
