import type { Tasks } from '@/jobs/task'

import { runScheduledPublish } from './scheduled-publish'

declare module '@/jobs/task' {
  interface TaskInputs {
    /** one schedule of Payload's publish drawer, run at its time (dedupe key `scheduled-publish:<row id>`) */
    'scheduled-publish': { scheduleId: number | string }
  }
}

export const editorialTasks: Tasks<'scheduled-publish'> = {
  'scheduled-publish': {
    run: (payload, input) => runScheduledPublish(payload, Number(input.scheduleId)),
  },
}
