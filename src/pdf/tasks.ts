import type { Tasks } from '@/jobs/task'

import { forgetStampedGuides, publishModuleGuide } from './files'

declare module '@/jobs/task' {
  interface TaskInputs {
    /** a published module's PDF guide built again (dedupe key: module and version, collections/hooks/modules.ts) */
    'module-guide': { moduleId: number }
    /** an erased person's stamped guides deleted (`stamped`: the keyed hash their copies are named by, never the e-mail) */
    'forget-stamped-guides': { stamped: string }
  }
}

/** Beside the code that renders and stores the guide (`files.ts`), which the seed also calls directly. */
export const pdfTasks: Tasks<'module-guide' | 'forget-stamped-guides'> = {
  'module-guide': {
    run: (payload, input) => publishModuleGuide(payload, Number(input.moduleId)),
  },
  'forget-stamped-guides': {
    run: (_payload, input) => forgetStampedGuides(String(input.stamped)),
  },
}
