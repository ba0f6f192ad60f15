import type { SeedGlossaryTerm } from './types'

// Eight terms, two per category. Slugs are the anchors used on /glosario (e.g. /glosario#citabilidad).
export const glossaryTerms: SeedGlossaryTerm[] = [
  {
    term: 'GEO (Optimización para Motores Generativos)',
    slug: 'geo',
    category: 'Fundamental',
    definition:
      'Disciplina que adapta el contenido web para que los asistentes de IA generativa, como ChatGPT, Claude, Perplexity, Gemini o Copilot, lo entiendan, lo recuperen y lo citen al responder. A diferencia del SEO, no persigue una posición en una lista de resultados, sino ser la fuente que el modelo utiliza y menciona. Combina claridad semántica, estructura técnica y señales de autoridad.',
    order: 0,
  },
  {
    term: 'Citabilidad',
    slug: 'citabilidad',
    category: 'Fundamental',
    definition:
      'Grado en que un fragmento de contenido puede ser extraído, entendido y atribuido por un modelo de lenguaje sin perder su sentido. Un texto citable responde a una pregunta concreta, define sus términos, aporta datos verificables e identifica con claridad a su autor. Es la propiedad central que persigue el GEO.',
    order: 1,
  },
  {
    term: 'Schema.org',
    slug: 'schema-org',
    category: 'Técnico',
    definition:
      'Vocabulario compartido de datos estructurados, creado por Google, Microsoft, Yahoo y Yandex, que describe entidades como organizaciones, personas, cursos, artículos o preguntas frecuentes. Insertado en la página en formato JSON-LD, declara de forma explícita qué es cada elemento y cómo se relaciona con los demás. Ayuda a buscadores y sistemas de IA a interpretar el contenido sin ambigüedad.',
    order: 2,
  },
  {
    term: 'RAG (Generación aumentada por recuperación)',
    slug: 'rag',
    category: 'Técnico',
    definition:
      'Técnica en la que un modelo de lenguaje busca documentos relevantes en un índice o en la web antes de redactar su respuesta y se apoya en ellos para generarla. Es el mecanismo que permite a asistentes como Perplexity o ChatGPT con búsqueda citar fuentes actuales. Para el GEO significa que tu contenido compite por ser uno de los fragmentos recuperados.',
    order: 3,
  },
  {
    term: 'Autoridad Generativa',
    slug: 'autoridad-generativa',
    category: 'Estratégico',
    definition:
      'Confianza que un modelo de IA atribuye a una fuente cuando decide qué información usar y a quién mencionar. Se construye con señales como las citas externas de sitios reconocidos, la coherencia de la marca en toda la web, una autoría experta identificable y datos propios verificables. Es el eje del módulo F3.',
    order: 4,
  },
  {
    term: 'Intención conversacional',
    slug: 'intencion-conversacional',
    category: 'Estratégico',
    definition:
      'Necesidad real que hay detrás de una pregunta formulada en lenguaje natural a un asistente de IA, normalmente más larga y con más contexto que una búsqueda por palabras clave. Optimizar para ella implica anticipar las preguntas completas de tu público, incluidas las de seguimiento, y responderlas de forma directa. Es el primer principio del módulo F2.',
    order: 5,
  },
  {
    term: 'Fragmentabilidad',
    slug: 'fragmentabilidad',
    category: 'Redacción',
    definition:
      'Capacidad de un texto para dividirse en bloques autónomos que conservan su significado cuando se leen por separado. Los sistemas de IA recuperan fragmentos, no páginas completas, así que cada sección necesita un encabezado descriptivo, una idea principal y el contexto mínimo para entenderse sola. Un párrafo que empieza con «como decíamos antes» es poco fragmentable.',
    order: 6,
  },
  {
    term: 'Contenido speakable',
    slug: 'contenido-speakable',
    category: 'Redacción',
    definition:
      'Fragmentos de una página pensados para que un asistente los lea en voz alta o los cite literalmente: breves, autocontenidos y escritos en lenguaje natural. Pueden señalarse con la propiedad speakable de Schema.org, que indica qué partes resumen mejor la página. En GEO se reservan para definiciones, respuestas clave y conclusiones.',
    order: 7,
  },
]
