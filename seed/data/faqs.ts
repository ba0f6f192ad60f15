import type { SeedFaq } from './types'

// Order is numbered from 0 within each placement.
export const faqs: SeedFaq[] = [
  // Course page (/curso): 8 items in the order the page shows them.
  {
    placement: 'course',
    order: 0,
    question: '¿Necesito conocimientos previos para hacer el curso?',
    answer: `No. El curso está pensado para propietarios de webs, profesionales del marketing y creadores de contenido, tengan o no experiencia en SEO. Solo necesitas saber editar las páginas de tu sitio, ya sea con un gestor de contenidos como WordPress o pidiendo los cambios a quien lo mantiene.

Si quieres saber desde qué nivel partes, empieza por el [diagnóstico gratuito F0](/curso/f0): son cinco preguntas y te recomienda por qué módulo empezar.`,
  },
  {
    placement: 'course',
    order: 1,
    question: '¿En qué orden debo hacer los módulos?',
    answer: `Te recomendamos seguir el orden natural: F0 (diagnóstico), F1, F2, F3, F4, F5 y, cuando se publique, F6. Cada módulo se apoya en el anterior: primero asientas las bases, después trabajas la estructura semántica y la autoridad, y por último validas y mantienes los resultados.

Si ya tienes experiencia, el diagnóstico F0 puede recomendarte empezar más adelante, por ejemplo en F3. Los módulos se pueden comprar por separado precisamente para que adaptes el recorrido a tu punto de partida.`,
  },
  {
    placement: 'course',
    order: 2,
    question: '¿Cuánto tiempo necesito para completar el curso?',
    answer: `El curso suma **19 horas** de contenido: F1 2 h, F2 3 h, F3 4 h, F4 3 h, F5 2 h y F6 5 h. Dedicando entre 1 y 2 horas al día, la mayoría de los alumnos lo completa en **2 o 3 semanas**.

Puedes avanzar a tu ritmo: no hay fechas de inicio ni plazos, y el acceso no caduca.`,
  },
  {
    placement: 'course',
    order: 3,
    question: '¿En qué se diferencia este curso de un curso de SEO?',
    answer: `Un curso de SEO te enseña a posicionar páginas en la lista de resultados de un buscador. Este curso te enseña a que los asistentes de IA, como ChatGPT, Claude, Perplexity, Gemini o Copilot, entiendan tu contenido, lo usen en sus respuestas y te citen como fuente.

Ambas disciplinas comparten una base técnica, pero el GEO cambia la unidad de trabajo (el fragmento en lugar de la página), el tipo de consulta (preguntas conversacionales) y la forma de medir (menciones y citas en lugar de posiciones). Tienes la comparación completa en la [metodología](/metodologia).`,
  },
  {
    placement: 'course',
    order: 4,
    question: '¿Se actualiza el contenido del curso?',
    answer: `Sí. Los modelos de IA y la forma en que buscan y citan fuentes cambian cada pocos meses, así que revisamos los módulos y las guías cuando un cambio afecta al método. Las actualizaciones de los módulos que has comprado están incluidas sin coste adicional.

Si compras el curso completo, tendrás acceso a F6 automáticamente en cuanto se publique.`,
  },
  {
    placement: 'course',
    order: 5,
    question: '¿Obtengo un certificado al terminar?',
    answer: `No. El curso no incluye ninguna certificación ni título oficial, y preferimos decirlo con claridad.

Lo que obtienes es el método completo y las **guías en PDF** de cada módulo que compres, con checklists y ejemplos que puedes aplicar y volver a consultar siempre que lo necesites.`,
  },
  {
    placement: 'course',
    order: 6,
    question: '¿Puedo aplicar lo que aprendo de inmediato?',
    answer: `Sí. Cada módulo termina con acciones concretas que puedes aplicar en tu propia web el mismo día. Por ejemplo, las mejoras básicas de F1 suelen llevar entre 2 y 3 horas de implementación.

Ten en cuenta que aplicar los cambios es inmediato, pero los resultados no: los asistentes tardan en volver a rastrear y reevaluar tu contenido. Lo habitual es ver las primeras citas en unas semanas y consolidar los resultados entre 2 y 6 meses.`,
  },
  {
    placement: 'course',
    order: 7,
    question: '¿Qué soporte tengo durante el curso?',
    answer: `Tienes dos vías de ayuda:

- **Coach GEO**, un asistente de IA que responde dudas sobre el método y sobre cómo aplicarlo a tu caso.
- **Correo electrónico**: escríbenos a {email-soporte} y te responderá una persona del equipo, normalmente en menos de dos días laborables.`,
  },

  // Methodology page (/metodologia): 4 items.
  {
    placement: 'methodology',
    order: 0,
    question: '¿Por qué la metodología se divide en módulos de F0 a F6?',
    answer: `Porque la visibilidad en las respuestas de IA depende de varias capas que conviene trabajar en orden: primero un diagnóstico (F0), después las bases de citabilidad (F1), el contexto semántico (F2), la autoridad generativa (F3), la validación en conversaciones reales (F4), el mantenimiento a lo largo del tiempo (F5) y los estándares técnicos (F6).

Separarlo en módulos permite empezar por donde más lo necesitas y medir el efecto de cada capa por separado.`,
  },
  {
    placement: 'methodology',
    order: 1,
    question: '¿Sirve la metodología para una web pequeña?',
    answer: `Sí, y a menudo es donde más se nota. Un sitio pequeño con pocas páginas bien estructuradas, una autoría clara y datos propios puede aparecer en respuestas de IA sobre temas concretos antes que sitios grandes con contenido genérico.

Te recomendamos empezar por las 10 o 20 páginas que responden a las preguntas más importantes de tus clientes, en lugar de intentar optimizar todo el sitio a la vez.`,
  },
  {
    placement: 'methodology',
    order: 2,
    question: '¿Cómo sé si la metodología está funcionando en mi web?',
    answer: `Con una batería fija de preguntas reales que repites periódicamente en varios asistentes. En cada repetición anotas si apareces y con qué tipo de cita: directa, implícita o recomendación.

Cada página importante se clasifica como **Activa** (se cita), **Latente** (influye sin atribución o solo a veces) o **Inerte** (no aparece). El avance consiste en mover páginas hacia la categoría activa. El módulo F5 convierte esta medición en una rutina.`,
  },
  {
    placement: 'methodology',
    order: 3,
    question: '¿Funciona igual con ChatGPT, Claude, Perplexity, Gemini y Copilot?',
    answer: `Los principios son comunes a todos: contenido claro, fragmentable, bien estructurado y con autoridad verificable. Lo que cambia es cómo recupera información cada asistente, con qué frecuencia busca en la web y cómo muestra las fuentes.

Por eso la metodología incluye la validación en varios modelos (F4): lo que funciona en uno no siempre se refleja igual en otro, y conviene comprobarlo antes de dar una página por optimizada.`,
  },

  // Cases page (/casos): 4 items.
  {
    placement: 'cases',
    order: 0,
    question: '¿Cómo se miden los resultados de los casos?',
    answer: `Cada caso usa una batería fija de entre 20 y 30 preguntas que los clientes de ese negocio harían a un asistente. Las hacemos antes de aplicar el método y de nuevo al terminar, en los mismos asistentes y con la búsqueda web activada cuando es posible.

Las cifras de negocio, como reservas o solicitudes de presupuesto, proceden de los propios datos del negocio en los mismos periodos.`,
  },
  {
    placement: 'cases',
    order: 1,
    question: '¿Cuánto se tarda en ver resultados?',
    answer: `De media, los primeros cambios en las respuestas aparecen entre 6 y 8 semanas después de implementar el método, que es el tiempo que suelen necesitar los asistentes para volver a rastrear y reevaluar el contenido.

Los resultados se consolidan entre 2 y 6 meses, según la competencia del sector y la autoridad previa del sitio.`,
  },
  {
    placement: 'cases',
    order: 2,
    question: '¿Puedo enviar mi propio caso?',
    answer: `Sí. Usa el formulario de esta página: indica la URL del contenido, el asistente en el que has observado la cita y una descripción de lo que cambiaste.

El equipo revisa cada envío y, si el caso está bien documentado, lo incorporamos a esta página sin datos personales. Si quieres que te citemos por tu nombre, escríbenos a {email-soporte}.`,
  },
  {
    placement: 'cases',
    order: 3,
    question: '¿Podéis garantizar que una IA citará mi web?',
    answer: `No, y desconfía de quien lo garantice. Cada asistente decide qué fuentes usa, y esa decisión cambia con cada versión del modelo.

Lo que hace el método es eliminar los obstáculos más habituales y reforzar las señales que los modelos tienen en cuenta, para aumentar de forma medible la probabilidad de que te citen.`,
  },
]
