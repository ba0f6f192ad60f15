import type { Payload, SendEmailOptions } from 'payload'

/**
 * What each task's job carries, by task name. The queue itself declares only the queued e-mail; every
 * domain adds its own tasks where it declares them (its `tasks.ts`), with TypeScript's module
 * augmentation, as Payload's own generated types do:
 *
 *   declare module '@/jobs/task' {
 *     interface TaskInputs { 'issue-invoice': { orderId: number; refundId?: string } }
 *   }
 *
 * So `enqueue(payload, { task: 'issue-invoice', input: … })` is checked (name and input) wherever it is
 * written, with no import of the domain that runs the task, and a task nobody runs fails tsc where the
 * tasks are assembled (`jobs.config.ts`).
 */
export interface TaskInputs {
  email: { message: SendEmailOptions }
}

export type TaskName = keyof TaskInputs

/** The run of a job a task is given: its row, and the fence that says it is still this run's. */
export interface JobRun {
  id: number
  attempts: number
  /** true while the job is this run's (its lease restarts from now); false once re-claimed or given up */
  fence(): Promise<boolean>
}

export interface Task<Input> {
  run(payload: Payload, input: Input, job: JobRun): Promise<unknown>
  /** what the row keeps once done (e.g. without the links an e-mail carried) */
  redact?(input: Input): Record<string, unknown>
  /** the logger of this job's lines (e.g. one that carries the purchase's ids); Payload's by default */
  logger?(payload: Payload, input: Input): Payload['logger']
}

/** A domain's tasks, one per name it declared in `TaskInputs`. */
export type Tasks<Name extends TaskName> = { [K in Name]: Task<TaskInputs[K]> }

/** Every task the worker can run: one for each name in `TaskInputs` (assembled in `jobs.config.ts`). */
export type TaskRegistry = Tasks<TaskName>

/** One job: a task by name and its input. */
export type Job = { [K in TaskName]: { task: K; input: TaskInputs[K] } }[TaskName]

/** Periodic work a domain asks for: one job of `task` per `everyMs` across every instance (0: never). */
export type Schedule = Job & { everyMs: number }
