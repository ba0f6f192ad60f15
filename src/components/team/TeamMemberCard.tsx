import { socialLabel } from '@/content/social'
import type { TeamMember } from '@/payload-types'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')

const linkClass = 'font-medium text-blue-800 underline-offset-2 hover:underline'

/** One team member: role, description, areas of expertise, e-mail and the profiles editors set (social networks, personal site). */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const topics = (member.knowsAbout ?? []).map((k) => k.topic)
  const headingId = `persona-${member.slug}`
  return (
    <article id={member.slug} aria-labelledby={headingId} className="quote-card sm:p-8" data-testid="team-member">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-blue-700 text-lg font-bold text-white"
        >
          {initials(member.name)}
        </span>
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {member.name}
          </h2>
          <p className="text-sm font-medium text-blue-800">{member.role}</p>
        </div>
      </div>
      <p className="mt-5 leading-relaxed text-slate-700">{member.description}</p>
      {topics.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Especialidades</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={topic} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                {topic}
              </li>
            ))}
          </ul>
        </>
      )}
      <ul className="mt-auto flex flex-wrap gap-x-6 gap-y-2 pt-6 text-sm" aria-label={`Contacto de ${member.name}`}>
        <li>
          <a href={`mailto:${member.email}`} className={linkClass}>
            {member.email}
          </a>
        </li>
        {(member.links ?? []).map((link) => (
          <li key={link.id ?? link.url}>
            <a href={link.url} className={linkClass} target="_blank" rel="noopener noreferrer me">
              {socialLabel(link.network)}
              <span className="sr-only"> de {member.name} (se abre en una pestaña nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  )
}
