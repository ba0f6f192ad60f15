import type { SeedTeamMember } from './types'

// Fictional team members: editors replace the profile addresses with real ones in the admin.
export const teamMembers: SeedTeamMember[] = [
  {
    slug: 'elena-marin',
    name: 'Elena Marín Soler',
    role: 'Fundadora y directora académica',
    description:
      'Elena lleva más de doce años trabajando en posicionamiento orgánico y arquitectura de contenidos para medios digitales y tiendas online. Desde 2023 se dedica a estudiar cómo seleccionan y citan sus fuentes los asistentes de IA, y diseñó el método F0–F6 a partir de esas pruebas. En Academia GEO dirige el temario, revisa cada módulo y coordina los casos que publicamos.',
    knowsAbout: [
      'Optimización para motores generativos (GEO)',
      'SEO técnico',
      'Datos estructurados y Schema.org',
      'Arquitectura de la información',
      'Estrategia de contenidos',
    ],
    email: 'elena@academiageo.es',
    links: [
      { network: 'linkedin', url: 'https://www.linkedin.com/in/elena-marin-soler-geo' },
      { network: 'x', url: 'https://x.com/elenamarin_geo' },
    ],
    order: 0,
  },
  {
    slug: 'pablo-iturbe',
    name: 'Pablo Iturbe Rivas',
    role: 'Responsable de contenidos y validación',
    description:
      'Pablo es lingüista computacional y redactor técnico. Antes de unirse a Academia GEO trabajó en la evaluación de sistemas de búsqueda conversacional y en la documentación de productos de software. Se encarga de las guías en PDF, del glosario y de las baterías de preguntas con las que validamos el método en ChatGPT, Claude, Perplexity, Gemini y Copilot.',
    knowsAbout: [
      'Modelos de lenguaje',
      'Generación aumentada por recuperación (RAG)',
      'Redacción técnica',
      'Evaluación de respuestas conversacionales',
      'Lingüística computacional',
    ],
    email: 'pablo@academiageo.es',
    links: [
      { network: 'linkedin', url: 'https://www.linkedin.com/in/pablo-iturbe-rivas-geo' },
      { network: 'web', url: 'https://academiageo.es/acerca-de/equipo#pablo-iturbe' },
    ],
    order: 1,
  },
]
