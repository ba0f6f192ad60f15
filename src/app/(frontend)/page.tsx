import Link from 'next/link'

import { getModules } from '@/content/queries'

export default async function HomePage() {
  const modules = await getModules()
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Academia GEO</h1>
      <p className="mt-4 text-lg text-slate-700">
        Aprende a que los asistentes de IA citen tu contenido. Empieza con el diagnóstico F0 gratuito, sin tarjeta.
      </p>
      <section aria-labelledby="modulos" className="mt-10">
        <h2 id="modulos" className="text-2xl font-semibold">
          Módulos del curso
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="module-grid">
          {modules.map((module) => (
            <li key={module.id} className="rounded-lg border border-slate-200 p-4">
              <Link href={`/curso/${module.slug}`} className="font-semibold text-blue-800 hover:underline">
                {module.code} · {module.title}
              </Link>
              <p className="mt-1 text-sm text-slate-700">{module.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
