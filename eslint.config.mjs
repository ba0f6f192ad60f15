import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'

/** Next.js and TypeScript rule sets, plus every jsx-a11y recommended rule (the plugin comes with Next's set). */
const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'media/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  { rules: jsxA11y.flatConfigs.recommended.rules },
  // `module` is this product's word for a course module (F0–F6), used for local variables throughout; the
  // rule guards CommonJS's `module` object, which ES modules compiled by Next never use.
  { rules: { '@next/next/no-assign-module-variable': 'off' } },
  // Tests read JSON answers of every shape: `any` is the honest type there.
  { files: ['tests/**', 'bench/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
]

export default config
