import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { submissionDocument } from '@/verifactu/soap'

const SCHEMA = path.resolve(import.meta.dirname, '../../src/verifactu/xsd/SuministroLR.xsd')

/**
 * Validates records (each a complete `sum1:RegistroAlta` / `sum1:RegistroAnulacion` element) inside a
 * submission envelope against the agency's schema with `xmllint`; returns xmllint's complaints ('' when valid).
 */
export function schemaErrors(
  records: string[],
  obligado = { name: 'Academia GEO Formación, S.L.', nif: 'B87654323' },
): string {
  return documentSchemaErrors(submissionDocument(obligado, records))
}

/** xmllint's complaints about a whole document against SuministroLR.xsd ('' when valid). */
export function documentSchemaErrors(xml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verifactu-'))
  const file = path.join(dir, 'submission.xml')
  fs.writeFileSync(file, xml)
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, file], { stdio: 'pipe' })
    return ''
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
