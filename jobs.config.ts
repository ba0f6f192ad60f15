import type { Payload } from 'payload'

import { commerceSchedules, commerceTasks } from './src/commerce/tasks'
import { editorialTasks } from './src/editorial/tasks'
import { invoicingTasks } from './src/invoicing/tasks'
import { emailTasks } from './src/jobs/email'
import type { Schedule, TaskRegistry } from './src/jobs/task'
import { startJobWorker } from './src/jobs/worker'
import { learningTasks } from './src/learning/tasks'
import { pdfTasks } from './src/pdf/tasks'
import { teamsSchedules, teamsTasks } from './src/teams/tasks'
import { verifactuSchedules, verifactuTasks } from './src/verifactu/tasks'

/**
 * Every task the job queue runs, and the periodic work, as each domain declares them beside its code
 * (`src/<domain>/tasks.ts`). The queue (src/jobs) knows no domain: a new background step is a task
 * declared in its domain and one line here. A task declared in `TaskInputs` but missing here fails tsc.
 */
export const tasks: TaskRegistry = {
  ...emailTasks,
  ...commerceTasks,
  ...invoicingTasks,
  ...learningTasks,
  ...editorialTasks,
  ...pdfTasks,
  ...verifactuTasks,
  ...teamsTasks,
}

export const schedules: Schedule[] = [...commerceSchedules, ...verifactuSchedules, ...teamsSchedules]

/** Starts this instance's job worker (once per process) with every task and schedule. */
export const startJobs = (payload: Payload) => startJobWorker(payload, { tasks, schedules })
