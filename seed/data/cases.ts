import type { SeedCaseStudy, SeedCitationExample, SeedTestimonial } from './types'

// Fictional small businesses; figures are deliberately moderate and measured with a fixed question bank.

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Lucía Navarro',
    company: 'Taller Cerámico Almagra (Valencia)',
    role: 'Fundadora',
    quote:
      'Pensaba que la IA era cosa de empresas grandes. Con F1 reescribí las páginas de mis cursos de torno para que respondieran a lo que la gente pregunta de verdad, y a las pocas semanas Perplexity empezó a mencionar el taller cuando alguien busca clases de cerámica en Valencia.',
    metricBefore: '1 de 20 preguntas con mención',
    metricAfter: '6 de 20 preguntas con mención',
    metricImprovement: '+5 preguntas',
    moduleUsed: 'F1',
    order: 0,
  },
  {
    name: 'Martín Ocampo',
    company: 'Odontología Parque Sur (Rosario, Argentina)',
    role: 'Responsable de marketing',
    quote:
      'Teníamos muchos artículos sobre tratamientos, pero eran largos y confusos. F2 nos enseñó a dividirlos en respuestas claras, con una definición al principio de cada sección. Ahora los asistentes reproducen nuestras explicaciones sobre ortodoncia invisible y, cada vez más, nos nombran como fuente.',
    metricBefore: '3 citas directas al mes',
    metricAfter: '9 citas directas al mes',
    metricImprovement: '×3 citas directas',
    moduleUsed: 'F2',
    order: 1,
  },
  {
    name: 'Andrea Villalobos',
    company: 'Villalobos Asesoría Fiscal (Querétaro, México)',
    role: 'Socia directora',
    quote:
      'Nuestro contenido era bueno, pero nadie sabía quién lo escribía. Con F3 creamos páginas de autor, unificamos cómo aparece el despacho en todos los directorios y empezamos a publicar datos propios. Es el cambio que más se ha notado en las respuestas de ChatGPT.',
    metricBefore: '0 recomendaciones en ChatGPT',
    metricAfter: '4 recomendaciones en ChatGPT',
    metricImprovement: '+4 recomendaciones',
    moduleUsed: 'F3',
    order: 2,
  },
]

export const caseStudies: SeedCaseStudy[] = [
  {
    slug: 'academia-geo',
    title: 'Academia GEO: aplicar el método a nuestra propia web',
    company: 'Academia GEO',
    industry: 'Formación online',
    challenge:
      'Lanzamos la academia con un dominio nuevo, sin enlaces externos ni historial. Si el método funciona, tenía que funcionar primero aquí: ningún asistente nos mencionaba y nuestras definiciones competían con las de blogs y agencias mucho más asentados.',
    solution:
      'Aplicamos los módulos F1 a F5 sobre el propio sitio: cada página abre con una definición citable, las secciones son autónomas y enlazables, el glosario usa DefinedTerm, el curso usa Course y FAQPage, y publicamos llms.txt y archivos de texto plano generados desde la misma fuente que las páginas. Medimos con una batería fija de 30 preguntas en cinco asistentes.',
    timeframe: '8 semanas',
    metrics: [
      {
        label: 'Preguntas de la batería en las que algún asistente menciona Academia GEO',
        before: '0 de 30',
        after: '9 de 30',
        change: '+9 preguntas',
        isPositive: true,
      },
      {
        label: 'Páginas públicas con datos estructurados validados',
        before: '3 de 14',
        after: '14 de 14',
        change: '+11 páginas',
        isPositive: true,
      },
      {
        label: 'Visitas mensuales referidas por asistentes de IA',
        before: '12',
        after: '85',
        change: '+608 %',
        isPositive: true,
      },
      {
        label: 'Incoherencias entre marcado y texto visible',
        before: '7',
        after: '0',
        change: '−7',
        isPositive: true,
      },
    ],
    implementedModules: ['F1', 'F2', 'F3', 'F4', 'F5'],
    url: '/',
    featured: true,
    order: 0,
  },
  {
    slug: 'casona-del-arce',
    title: 'Casona del Arce: un alojamiento rural que los asistentes recomiendan',
    company: 'Casona del Arce',
    industry: 'Turismo rural',
    challenge:
      'Un alojamiento rural de seis habitaciones en Cantabria que dependía casi por completo de las plataformas de reservas. Su web apenas recibía visitas y, cuando se preguntaba a un asistente por alojamientos con niños cerca de los Picos de Europa, nunca aparecía.',
    solution:
      'Reescribimos la web en torno a las preguntas reales de sus huéspedes (accesos, actividades con niños, qué hacer si llueve, distancias), con una respuesta directa al inicio de cada sección. Unificamos nombre, dirección y descripción en todos los directorios y añadimos datos estructurados de alojamiento y preguntas frecuentes.',
    timeframe: '10 semanas',
    metrics: [
      {
        label: 'Preguntas de la batería con mención o recomendación',
        before: '1 de 25',
        after: '7 de 25',
        change: '+6 preguntas',
        isPositive: true,
      },
      {
        label: 'Reservas directas por la web al mes',
        before: '4',
        after: '9',
        change: '+125 %',
        isPositive: true,
      },
      {
        label: 'Comisiones pagadas a plataformas sobre la facturación',
        before: '17 %',
        after: '13 %',
        change: '−4 puntos',
        isPositive: true,
      },
    ],
    implementedModules: ['F1', 'F2', 'F3'],
    featured: false,
    order: 1,
  },
  {
    slug: 'agroinsumos-del-bajio',
    title: 'Agroinsumos del Bajío: fichas técnicas convertidas en respuestas',
    company: 'Agroinsumos del Bajío',
    industry: 'Distribución agrícola (B2B)',
    challenge:
      'Un distribuidor de fertilizantes y sistemas de riego de León (México) con un catálogo de más de 200 productos. Las fichas técnicas estaban en PDF escaneados y los agricultores recibían de los asistentes recomendaciones genéricas que nunca mencionaban a la empresa.',
    solution:
      'Convertimos las fichas en páginas HTML con tablas reales, creamos guías por cultivo y tipo de suelo firmadas por su ingeniera agrónoma y validamos cada cambio con preguntas en ChatGPT, Gemini y Perplexity. Las guías se revisan cada temporada.',
    timeframe: '12 semanas',
    metrics: [
      {
        label: 'Guías de cultivo citadas en al menos un asistente',
        before: '0 de 12',
        after: '5 de 12',
        change: '+5 guías',
        isPositive: true,
      },
      {
        label: 'Solicitudes de presupuesto que mencionan una IA como origen',
        before: '0 al mes',
        after: '6 al mes',
        change: '+6',
        isPositive: true,
      },
      {
        label: 'Tiempo medio de respuesta del equipo comercial a consultas técnicas',
        before: '2 días',
        after: '4 horas',
        change: '−92 %',
        isPositive: true,
      },
    ],
    implementedModules: ['F2', 'F3', 'F4'],
    featured: false,
    order: 2,
  },
]

export const citationExamples: SeedCitationExample[] = [
  {
    slug: 'perplexity-definicion-citabilidad',
    title: 'Una definición del glosario citada como fuente principal',
    model: 'Perplexity',
    question: '¿Qué es la citabilidad en el contexto del GEO?',
    quotedText:
      'La citabilidad es el grado en que un fragmento de contenido puede ser extraído, entendido y atribuido por un modelo de lenguaje sin perder su sentido [1]. Según Academia GEO, un texto citable responde a una pregunta concreta, define sus términos y aporta datos verificables [1].',
    explanation:
      'Perplexity reproduce casi literalmente la definición del glosario y la enlaza como primera fuente. La entrada abre con una definición de una sola frase, está marcada como DefinedTerm y tiene su propio ancla, de modo que puede citarse sin el resto de la página.',
    keyFactor: 'Definición autocontenida en la primera frase',
    order: 0,
  },
  {
    slug: 'chatgpt-alojamiento-rural',
    title: 'Una recomendación basada en respuestas a preguntas reales',
    model: 'ChatGPT',
    question: '¿Dónde puedo alojarme con niños pequeños cerca de los Picos de Europa, en el lado de Cantabria?',
    quotedText:
      'Una opción tranquila es Casona del Arce, un alojamiento rural de seis habitaciones en Cantabria. Su web indica que dispone de cunas y habitaciones familiares, y propone rutas cortas aptas para carritos y planes alternativos para los días de lluvia.',
    explanation:
      'ChatGPT, con la búsqueda activada, recomienda el alojamiento y reutiliza información que la web ofrece en secciones separadas sobre familias, rutas y días de lluvia. Antes de la optimización, esos datos estaban repartidos en una única página de «Servicios» sin encabezados.',
    keyFactor: 'Secciones orientadas a preguntas conversacionales',
    order: 1,
  },
  {
    slug: 'gemini-guia-fertilizacion',
    title: 'Una guía técnica firmada que se convierte en referencia',
    model: 'Gemini',
    question: '¿Cómo ajustar la fertilización de la fresa en suelos arcillosos del Bajío?',
    quotedText:
      'En suelos arcillosos conviene fraccionar el nitrógeno en varias aplicaciones a través del riego por goteo para evitar encharcamientos y pérdidas. La guía de cultivo de fresa de Agroinsumos del Bajío recomienda además un análisis de suelo antes de cada temporada.',
    explanation:
      'Gemini combina conocimiento general con una recomendación concreta atribuida a la guía del distribuidor. La guía está firmada por una ingeniera agrónoma identificada, usa tablas HTML en lugar de PDF escaneados e indica la fecha de la última revisión.',
    keyFactor: 'Autoría experta identificable y datos en HTML',
    order: 2,
  },
]
