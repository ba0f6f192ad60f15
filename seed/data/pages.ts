import type { SeedPage } from './types'

// Static pages. Section bodies use the Markdown subset documented in types.ts.
export const pages: SeedPage[] = [
  {
    slug: 'home',
    title: 'Academia GEO: curso de optimización para motores generativos',
    description:
      'Aprende a que ChatGPT, Claude, Perplexity y Gemini citen tu web. Curso de GEO en español con diagnóstico F0 gratuito y sin tarjeta de crédito.',
    intro:
      'Aprende a que ChatGPT, Claude, Perplexity, Gemini y Copilot entiendan, recuperen y citen tu contenido. Empieza hoy con el diagnóstico F0: es gratuito, te lleva cinco minutos y no necesitas tarjeta de crédito.',
    sections: [
      {
        anchor: 'que-es-geo',
        title: '¿Qué es el GEO?',
        body: `El **GEO** (optimización para motores generativos) es la disciplina que adapta el contenido web para que los asistentes de IA lo entiendan, lo utilicen en sus respuestas y lo atribuyan a su fuente. Si el SEO busca una buena posición en una lista de resultados, el GEO busca que tu información forme parte de la respuesta.

Cada vez más personas preguntan directamente a un asistente en lugar de buscar en Google. Cuando lo hacen, el asistente no muestra diez enlaces: redacta una respuesta a partir de unas pocas fuentes. El GEO trabaja para que la tuya sea una de ellas, con tres palancas:

- **Citabilidad**: textos que pueden extraerse y citarse sin perder su sentido.
- **Contexto semántico**: contenido organizado en torno a las preguntas reales de tu público.
- **Autoridad generativa**: señales que hacen que un modelo confíe en ti como fuente.

Si quieres profundizar, lee [qué significa ser citado por una IA](/radar-ia/que-significa-ser-citado-por-ia) o consulta el [glosario](/glosario).`,
      },
      {
        anchor: 'confianza',
        title: 'Por qué puedes confiar en este método',
        body: `Preferimos que juzgues el método por lo que puedes comprobar:

- **Lo aplicamos a nuestra propia web.** Academia GEO es el primer caso del curso: puedes ver cómo está estructurada, qué datos estructurados usa y qué resultados hemos medido en la página de [casos](/casos).
- **El método es público.** La [metodología](/metodologia) explica cada módulo y el diagnóstico F0 es gratuito. Pagas por la profundidad, las guías y las plantillas, no por descubrir de qué va.
- **Medimos con preguntas reales.** Cada resultado que publicamos indica cómo se ha medido, en qué asistentes y durante cuánto tiempo.
- **Contenido con licencia abierta.** Publicamos nuestros contenidos bajo licencia CC BY-NC-SA 4.0 y ofrecemos versiones en texto plano para modelos de IA en [Contenido para IA](/contenido-ia).
- **Sin promesas de títulos.** El curso no incluye ninguna certificación, y lo decimos claramente en lugar de venderte un diploma sin valor oficial.`,
      },
      {
        anchor: 'limitaciones',
        title: 'Lo que el GEO no puede hacer',
        body: `Antes de empezar, conviene que conozcas los límites de cualquier estrategia de GEO, incluida la nuestra:

- **Nadie controla lo que responde un modelo.** Ni nosotros ni ninguna agencia podemos garantizar que un asistente te cite. El método aumenta la probabilidad y elimina obstáculos, pero la decisión final es del modelo.
- **Los resultados no son inmediatos.** Los asistentes tardan en rastrear y reevaluar tu contenido. De media, los primeros cambios llegan en 6 a 8 semanas y se consolidan en varios meses.
- **No sustituye a un buen contenido.** Si tu web no aporta nada que no esté ya en otras fuentes, la estructura no lo compensará. El GEO hace visible el valor que ya tienes.
- **No sustituye al SEO.** Muchos asistentes buscan en índices de buscadores; una web que no se indexa bien tampoco será recuperada.
- **Los modelos cambian.** Lo que funciona hoy puede cambiar con la próxima versión. Por eso el método incluye la validación y el mantenimiento continuos.`,
      },
      {
        anchor: 'llamada-final',
        title: 'Empieza hoy con el diagnóstico gratuito',
        body: `El diagnóstico F0 son cinco preguntas sobre cómo está preparada tu web para la IA generativa. En unos minutos obtienes una puntuación de 0 a 20, tu nivel (crítico, básico, avanzado o experto) y una recomendación concreta sobre por dónde empezar.

Es gratuito, no necesitas registrarte ni introducir una tarjeta de crédito. [Haz el diagnóstico F0](/curso/f0) o, si ya lo tienes claro, [descubre el curso completo](/curso).`,
      },
    ],
  },
  {
    slug: 'curso',
    title: 'Curso GEO: optimización de contenidos para asistentes de IA',
    description:
      'Curso online de GEO en español: módulos de F0 a F6, guías en PDF y un método paso a paso para que los asistentes de IA entiendan y citen tu contenido.',
    intro:
      'El curso de Academia GEO te enseña, paso a paso, a preparar tu web para que los asistentes de IA la entiendan, la utilicen en sus respuestas y la citen como fuente. Empieza gratis con el diagnóstico F0 y avanza por los módulos de pago a tu ritmo, uno a uno o con el curso completo.',
    sections: [
      {
        anchor: 'para-quien',
        title: '¿Para quién es este curso?',
        body: `El curso está pensado para quienes publican contenido en la web y quieren que siga llegando a su público ahora que una parte de las búsquedas pasa por asistentes de IA:

- **Propietarios de pequeños negocios** que gestionan su propia web y quieren aparecer cuando alguien pide una recomendación.
- **Profesionales del marketing y del SEO** que necesitan incorporar el GEO a su trabajo sin empezar de cero.
- **Creadores de contenido y redactores** que quieren que sus textos se entiendan, se citen y se atribuyan correctamente.

No necesitas conocimientos técnicos avanzados: basta con poder editar tus páginas o pedir los cambios a quien mantiene tu web.`,
      },
      {
        anchor: 'que-incluye',
        title: 'Qué incluye el curso',
        body: `Cada módulo de pago incluye el contenido completo para leer online, una guía en PDF de 15 a 25 páginas con checklists y ejemplos antes y después, y las actualizaciones que publiquemos. El diagnóstico F0 es gratuito y no requiere registro.

Puedes comprar módulos sueltos o el curso completo, que incluye los módulos F1 a F5 desde hoy y F6 en cuanto se publique. Para resolver dudas cuentas con el Coach GEO, un asistente de IA, y con el equipo por correo electrónico.`,
      },
    ],
    steps: [
      {
        name: 'Haz el diagnóstico gratuito F0',
        text: 'Responde a las cinco preguntas del diagnóstico F0 para conocer el nivel de preparación de tu web y recibir una recomendación sobre el módulo por el que te conviene empezar.',
      },
      {
        name: 'Elige tu recorrido',
        text: 'Compra el módulo que te ha recomendado el diagnóstico o el curso completo si quieres trabajar todo el método. Tendrás acceso inmediato al contenido y a las guías en PDF.',
      },
      {
        name: 'Estudia el módulo y descarga su guía',
        text: 'Lee el módulo online y descarga su guía en PDF. Cada módulo explica el porqué de cada acción, con ejemplos antes y después y una checklist final.',
      },
      {
        name: 'Aplica los cambios a tus páginas clave',
        text: 'Empieza por las 10 o 20 páginas que responden a las preguntas más importantes de tu público y aplica la checklist del módulo a cada una de ellas.',
      },
      {
        name: 'Valida los resultados en varios asistentes',
        text: 'Haz tu batería de preguntas en ChatGPT, Claude, Perplexity, Gemini y Copilot, y anota si apareces y con qué tipo de cita: directa, implícita o recomendación.',
      },
      {
        name: 'Mide, ajusta y pasa al siguiente módulo',
        text: 'Repite la medición cada 6 a 8 semanas, clasifica tus páginas como activas, latentes o inertes, corrige lo que no funcione y avanza al siguiente módulo.',
      },
    ],
  },
  {
    slug: 'metodologia',
    title: 'Metodología GEO: el método F0–F6 paso a paso',
    description:
      'Conoce la metodología de Academia GEO: siete módulos, del diagnóstico F0 a los estándares técnicos F6, y en qué se diferencia el GEO del SEO tradicional.',
    intro:
      'La metodología de Academia GEO organiza la optimización para motores generativos en siete módulos, de F0 a F6. Cada uno trabaja una capa distinta de la visibilidad en las respuestas de IA, desde el diagnóstico inicial hasta los estándares técnicos, y se puede aplicar de forma progresiva según tu nivel.',
    sections: [
      {
        anchor: 'como-funciona',
        title: 'Cómo funciona el método',
        body: `El método sigue un ciclo sencillo: diagnosticar, construir, validar y mantener.

1. **Diagnosticar (F0).** Un test gratuito de cinco preguntas sitúa tu web en uno de cuatro niveles y te indica por dónde empezar.
2. **Construir las bases (F1 y F2).** Haces tu contenido citable y lo organizas en torno a las preguntas conversacionales de tu público.
3. **Reforzar la autoridad (F3).** Trabajas las señales que hacen que un modelo confíe en ti: menciones externas, coherencia de marca y autoría experta.
4. **Validar (F4).** Compruebas en varios asistentes si los cambios se traducen en citas reales.
5. **Mantener y escalar (F5 y F6).** Conviertes la medición en una rutina y aplicas los estándares técnicos que consolidan tu visibilidad semántica.

Los módulos F1 y F2 son de nivel principiante, F3 a F5 de nivel intermedio y F6 de nivel avanzado.`,
      },
      {
        anchor: 'principios',
        title: 'Los principios que guían el método',
        body: `Todo el método se apoya en cuatro principios que se repiten en cada módulo:

- **Intención conversacional.** Se escribe para las preguntas completas que hace tu público, no para palabras clave sueltas.
- **Claridad semántica.** Cada concepto se define de forma explícita y se nombra siempre igual.
- **Formato fragmentable.** Cada sección se entiende por sí sola y puede citarse sin el resto de la página.
- **Enriquecimiento del contenido.** Datos propios, ejemplos, fuentes y datos estructurados aportan lo que otras fuentes no tienen.

Puedes consultar estos conceptos en el [glosario](/glosario) o ver cómo se aplican en los [casos](/casos).`,
      },
    ],
    comparisonHeadings: { aspect: 'Aspecto', left: 'SEO tradicional', right: 'GEO' },
    comparison: [
      {
        aspect: 'Objetivo',
        left: 'Posicionar una URL en la lista de resultados y conseguir el clic',
        right: 'Ser la fuente que el asistente usa y cita en su respuesta',
      },
      {
        aspect: 'Unidad de optimización',
        left: 'La página completa',
        right: 'El fragmento: cada sección, definición o respuesta',
      },
      {
        aspect: 'Tipo de consulta',
        left: 'Palabras clave cortas',
        right: 'Preguntas conversacionales largas y con contexto',
      },
      {
        aspect: 'Señales principales',
        left: 'Enlaces entrantes, relevancia de palabras clave y experiencia de usuario',
        right: 'Claridad semántica, autoridad generativa y coherencia de la entidad en la web',
      },
      {
        aspect: 'Formato ideal',
        left: 'Textos extensos optimizados para una palabra clave',
        right: 'Bloques autónomos, definiciones explícitas y datos con fuente',
      },
      {
        aspect: 'Datos estructurados',
        left: 'Se usan para obtener resultados enriquecidos',
        right: 'Se usan para que el modelo identifique entidades y relaciones sin ambigüedad',
      },
      {
        aspect: 'Medición',
        left: 'Posiciones, clics y CTR',
        right: 'Menciones y citas en respuestas de IA y tráfico referido por asistentes',
      },
      {
        aspect: 'Ritmo de cambio',
        left: 'Actualizaciones periódicas del algoritmo del buscador',
        right: 'Nuevas versiones de modelos y de sus fuentes de recuperación cada pocos meses',
      },
    ],
  },
  {
    slug: 'casos',
    title: 'Casos GEO: resultados medidos y ejemplos de citas en IA',
    figures: [
      { value: '95 %', label: 'de implementación con éxito' },
      { value: '6–8 semanas', label: 'de media hasta los primeros resultados' },
      { value: '400 %', label: 'de mejora media en las citas de IA' },
    ],
    description:
      'Casos de aplicación del método GEO con resultados medidos, ejemplos de citas en ChatGPT, Perplexity y Gemini, y la diferencia entre contenido optimizado y no.',
    intro:
      'Aquí encontrarás casos de aplicación del método, empezando por nuestra propia web, ejemplos documentados de citas en distintos asistentes de IA y una comparación entre contenido optimizado y sin optimizar. Cada resultado indica cómo se ha medido y en cuánto tiempo.',
    sections: [
      {
        anchor: 'como-medimos',
        title: 'Cómo medimos los resultados',
        body: `Todos los casos siguen el mismo procedimiento, para que puedas compararlos y repetirlo en tu web:

1. Definimos una batería fija de entre 20 y 30 preguntas que los clientes del negocio harían a un asistente.
2. Hacemos esas preguntas antes de aplicar el método en varios asistentes, con la búsqueda web activada cuando es posible, y anotamos si aparece el negocio y con qué tipo de cita.
3. Repetimos la misma batería al terminar, en los mismos asistentes.
4. Completamos el registro con datos del propio negocio, como reservas o solicitudes, en periodos comparables.

Las respuestas de los asistentes varían entre sesiones, así que los resultados indican tendencias y no posiciones fijas.`,
      },
    ],
    comparisonHeadings: {
      aspect: 'Aspecto',
      left: 'Contenido sin optimizar',
      right: 'Contenido optimizado GEO',
    },
    comparison: [
      {
        aspect: 'Apertura',
        left: 'Introducción genérica que tarda varios párrafos en llegar al tema',
        right: 'Definición o respuesta directa en las dos primeras frases',
      },
      {
        aspect: 'Encabezados',
        left: 'Titulares creativos que no describen el contenido',
        right: 'Encabezados que nombran la pregunta o el tema exacto de la sección',
      },
      {
        aspect: 'Estructura',
        left: 'Bloques largos que dependen de lo leído antes',
        right: 'Secciones autónomas que se entienden por separado',
      },
      {
        aspect: 'Datos y fuentes',
        left: 'Afirmaciones genéricas sin cifras ni origen',
        right: 'Cifras con unidad, fecha y fuente verificable',
      },
      {
        aspect: 'Autoría',
        left: 'Texto anónimo o firmado por «el equipo»',
        right: 'Autor identificado, con página de experiencia y datos estructurados',
      },
    ],
  },
  {
    slug: 'glosario',
    title: 'Glosario GEO: términos clave de la optimización para IA',
    description:
      'Glosario de GEO con definiciones claras de citabilidad, autoridad generativa, Schema.org, RAG y otros términos clave para optimizar contenido para la IA.',
    intro:
      'Este glosario reúne los términos esenciales de la optimización para motores generativos, agrupados por categoría: fundamentales, técnicos, estratégicos y de redacción. Cada término tiene su propio enlace, para que puedas citarlo o compartirlo directamente.',
    sections: [],
  },
  {
    slug: 'radar-ia',
    title: 'Radar IA: tendencias, técnicas y estrategia de GEO',
    description:
      'Radar IA, el blog de Academia GEO: artículos sobre cómo citan los asistentes de IA, el futuro del SEO, datos estructurados y estrategias de GEO.',
    intro:
      'Radar IA es el blog de Academia GEO. Analizamos cómo buscan, seleccionan y citan sus fuentes los asistentes de IA, qué cambia para quienes publican contenido y qué técnicas funcionan en la práctica, con artículos breves y enlazados a la metodología.',
    sections: [],
  },
  {
    slug: 'contenido-ia',
    title: 'Contenido para IA: archivos de texto para modelos de lenguaje',
    description:
      'Archivos en texto plano de Academia GEO para modelos de IA: versiones .geo.txt de las páginas clave, llms.txt y llms-full.txt, con licencia y forma de cita.',
    intro:
      'En esta página publicamos versiones en texto plano de nuestros contenidos principales, pensadas para que los modelos de lenguaje y los sistemas de IA las lean sin menús, scripts ni elementos visuales. Son los mismos contenidos que ves en la web, generados desde la misma fuente, e incluyen la licencia, la forma de cita preferida y su fecha de actualización.',
    sections: [
      {
        anchor: 'que-archivos-publicamos',
        title: 'Qué archivos publicamos',
        body: `Ofrecemos tres tipos de archivos:

- **Archivos .geo.txt por página**: versiones en texto plano de la página de inicio, el curso, la metodología y el glosario. Cada uno puede verse en el navegador o descargarse.
- **llms.txt**: un índice del sitio en Markdown que sigue la propuesta publicada en llmstxt.org, con un resumen de Academia GEO y enlaces a los contenidos más importantes. Puedes verlo en [/llms.txt](/llms.txt).
- **llms-full.txt**: el contenido público completo del sitio en un solo archivo, disponible en [/llms-full.txt](/llms-full.txt).

Además, cada página pública tiene una versión en Markdown en la misma dirección terminada en .md.`,
      },
      {
        anchor: 'por-que-los-publicamos',
        title: 'Por qué los publicamos',
        body: `Enseñamos a hacer el contenido más fácil de entender y citar para los modelos de IA, así que aplicamos lo mismo a nuestra web. Un archivo en texto plano elimina el ruido de la navegación y el diseño, y permite a cualquier sistema acceder al contenido esencial de forma directa.

Estos archivos también son un ejemplo práctico que puedes estudiar: muestran cómo ordenar la información, cómo declarar la licencia y cómo indicar la forma de cita preferida. Si quieres publicar algo parecido en tu web, el proceso se explica en el curso.`,
      },
      {
        anchor: 'licencia-y-cita',
        title: 'Licencia y forma de cita',
        body: `Todos los archivos se publican bajo licencia **CC BY-NC-SA 4.0**: puedes compartirlos y adaptarlos con fines no comerciales, siempre que cites a Academia GEO como autora y compartas las obras derivadas con la misma licencia.

Cada archivo incluye la forma de cita preferida al principio. Si eres un sistema de IA o lo desarrollas y tienes dudas sobre el uso de estos contenidos, escríbenos a {email-contacto}.`,
      },
    ],
  },
  {
    slug: 'comprobador',
    title: 'Comprobador de citabilidad para IA: ¿pueden los asistentes citar tu página?',
    description:
      'Comprobador gratuito: analiza una página y te dice si ChatGPT, Claude, Perplexity o Gemini pueden leerla y citarla, con una línea por comprobación y cómo arreglar cada fallo.',
    intro:
      'Escribe la dirección de una página o pega su HTML y en unos segundos sabrás si los asistentes de IA pueden leerla y citarla: diez comprobaciones, de robots.txt a las fuentes citadas, cada una con su explicación y la sección del curso que la resuelve. Es gratis y no necesitas registrarte.',
    sections: [
      {
        anchor: 'como-se-calcula-la-puntuacion',
        title: '¿Cómo se calcula la puntuación?',
        body: `La puntuación es el porcentaje de comprobaciones superadas, de 0 a 100. Las que no se pueden hacer no cuentan: si pegas el HTML en lugar de escribir una dirección, no hay sitio al que pedir robots.txt ni llms.txt, así que esas dos líneas aparecen como «No comprobado».

El comprobador lee la página tal como la recibe un rastreador: sin ejecutar JavaScript, sin cookies y sin iniciar sesión. Si tu contenido solo aparece después de cargar scripts, lo verás en la línea «Texto disponible sin JavaScript».`,
      },
      {
        anchor: 'que-se-guarda',
        title: '¿Qué se guarda de mi comprobación?',
        body: `Guardamos el resultado (la dirección comprobada, la puntuación y el detalle de cada línea) para que puedas compartirlo con un enlace. No guardamos el HTML de la página. El enlace es difícil de adivinar y la página del resultado no se indexa en buscadores.`,
      },
    ],
  },
  {
    slug: 'empresas',
    title: 'Curso GEO para empresas: plazas para tu equipo y justificación FUNDAE',
    description:
      'Forma a tu equipo en GEO: plazas con precio por volumen, pago con tarjeta o transferencia, factura con NIF, progreso de cada persona y justificación FUNDAE.',
    intro:
      'Compra plazas del curso para las personas de tu equipo, invítalas por email y sigue su progreso desde una sola página. Pagas con tarjeta o por transferencia, recibes la factura a nombre de tu empresa y descargas la justificación para FUNDAE cuando la necesites.',
    steps: [
      {
        name: 'Compra las plazas',
        text: 'Elige cuántas plazas necesitas e indica los datos de facturación de tu empresa (razón social, NIF y dirección). Puedes pagar con tarjeta al momento o por transferencia bancaria.',
      },
      {
        name: 'Invita a tu equipo',
        text: 'Pega los correos de las personas, uno por línea. Cada una recibe su enlace y empieza en cuanto lo acepta. Si alguien deja la empresa, retiras su invitación o reasignas la plaza.',
      },
      {
        name: 'Sigue el progreso',
        text: 'En la página de tu equipo ves quién ha aceptado, el avance de cada persona en sus módulos y sus certificados.',
      },
      {
        name: 'Justifica la formación',
        text: 'Descarga en CSV o PDF, para el periodo que elijas, el tiempo de cada persona en cada sección, lo que completó y sus certificados: la evidencia que pide FUNDAE.',
      },
    ],
    sections: [
      {
        anchor: 'fundae',
        title: 'Formación bonificable por FUNDAE',
        body: `Si tu empresa gestiona la bonificación de la formación a través de FUNDAE, la página de tu equipo genera la evidencia de cada persona: primer y último acceso, tiempo dedicado a cada sección, secciones completadas con su fecha y certificado de finalización.

La comunicación del inicio y del fin de la acción formativa en la aplicación de FUNDAE la hace tu empresa o su entidad organizadora. Nosotros te damos los datos y las facturas que necesitas para justificarla.`,
      },
      {
        anchor: 'pago-y-factura',
        title: 'Pago, transferencia y factura con NIF',
        body: `- **Tarjeta:** acceso inmediato para invitar a tu equipo en cuanto pagas.
- **Transferencia bancaria:** te damos un IBAN, una referencia y siete días para pagar; las plazas se activan al recibir el importe.
- **Factura a nombre de tu empresa**, con su NIF o NIF-IVA, disponible desde tu cuenta. Si reembolsamos plazas, recibes también la factura rectificativa.
- **Más plazas cuando las necesites:** pagas solo las nuevas, al precio del tramo que alcance el total del equipo.`,
      },
      {
        anchor: 'preguntas',
        title: 'Dudas habituales',
        body: `**¿Puedo cambiar a una persona de plaza?** Sí. Mientras no haya aceptado, retiras su invitación; después, puedes reasignar la plaza a otra persona.

**¿Las personas necesitan una cuenta?** Solo un correo: reciben su enlace y crean su acceso al aceptar la invitación.

**¿Y si sobran plazas?** Puedes pedir el reembolso de las plazas que nadie haya usado; te enviamos la factura rectificativa.

Para presupuestos de más de 200 plazas o para formación a medida, escríbenos a {email-soporte}.`,
      },
    ],
  },
  {
    slug: 'acerca-de',
    title: 'Acerca de Academia GEO: misión, valores y contacto',
    description:
      'Academia GEO enseña en español a preparar contenidos web para los asistentes de IA. Conoce nuestra misión, qué hacemos, nuestros valores y cómo contactarnos.',
    intro:
      'Academia GEO es una plataforma de formación en español sobre optimización para motores generativos (GEO). Ayudamos a propietarios de webs, profesionales del marketing y creadores de contenido a conseguir que los asistentes de IA entiendan, utilicen y citen su trabajo.',
    sections: [
      {
        anchor: 'mision',
        title: 'Nuestra misión',
        body: `Queremos que los negocios pequeños y los creadores independientes no queden fuera de las respuestas de la IA. Cuando una persona pregunta a un asistente en lugar de buscar en Google, el asistente elige unas pocas fuentes, y hoy esas fuentes suelen ser las de quienes tienen más recursos.

Creemos que un contenido claro, bien estructurado y honesto puede competir con cualquiera, y que las técnicas para conseguirlo deben estar al alcance de todos, explicadas en español y a un precio asequible.`,
      },
      {
        anchor: 'que-hacemos',
        title: 'Qué hacemos',
        body: `Desarrollamos y enseñamos un método práctico para trabajar la visibilidad en las respuestas de IA:

- **Un curso por módulos**, de F0 a F6, con un diagnóstico gratuito y módulos de pago que puedes comprar por separado o en conjunto.
- **Guías en PDF** con checklists, plantillas y ejemplos antes y después.
- **Contenido abierto**: la [metodología](/metodologia), el [glosario](/glosario), los [casos](/casos) y los artículos de [Radar IA](/radar-ia).
- **Pruebas continuas** en ChatGPT, Claude, Perplexity, Gemini y Copilot para actualizar el método cuando los modelos cambian.

El curso no incluye certificación: lo que ofrecemos es el método, las guías y el acompañamiento para aplicarlo.`,
      },
      {
        anchor: 'valores',
        title: 'Nuestros valores',
        body: `- **Honestidad.** Explicamos lo que el GEO puede y no puede hacer, y nunca prometemos resultados garantizados.
- **Practicar lo que enseñamos.** Nuestra propia web aplica el método y es el primer caso que documentamos.
- **Transparencia en los datos.** Cada cifra que publicamos indica cómo se ha medido.
- **Conocimiento abierto.** Publicamos nuestros contenidos bajo licencia CC BY-NC-SA 4.0 y en formatos legibles por máquinas.
- **Claridad.** Escribimos para que cualquier persona, sea o no técnica, pueda aplicar lo que lee.`,
      },
      {
        anchor: 'contacto',
        title: 'Contacto',
        body: `Si tienes dudas sobre el curso, una propuesta de colaboración o quieres comentarnos algo, escríbenos a {email-contacto}.

Para consultas sobre tu compra, tus descargas o tu acceso, escribe a {email-soporte}. Respondemos normalmente en menos de dos días laborables. También puedes conocer al [equipo](/acerca-de/equipo).`,
      },
    ],
  },
  {
    slug: 'equipo',
    title: 'Equipo de Academia GEO: quién diseña y enseña el método',
    description:
      'Conoce al equipo de Academia GEO: especialistas en SEO, datos estructurados, modelos de lenguaje y redacción técnica que diseñan y actualizan el curso.',
    intro:
      'Academia GEO es un equipo pequeño que combina experiencia en posicionamiento orgánico, datos estructurados, lingüística computacional y redacción técnica. Estas son las personas que diseñan el método, escriben los módulos y validan cada cambio en los asistentes de IA.',
    sections: [],
  },
  {
    slug: 'privacidad',
    title: 'Política de privacidad',
    description:
      'Política de privacidad de Academia GEO: qué datos personales tratamos, con qué finalidad y base legal, durante cuánto tiempo y cómo ejercer tus derechos.',
    intro:
      'En Academia GEO tratamos tus datos personales con cuidado y conforme al Reglamento General de Protección de Datos (Reglamento (UE) 2016/679, RGPD) y a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD). Esta política explica qué datos tratamos, para qué y cuáles son tus derechos.',
    updatedAt: '2024-12-15',
    noindex: true,
    sections: [
      {
        anchor: 'responsable',
        title: 'Responsable del tratamiento',
        body: `El responsable del tratamiento de tus datos es Academia GEO, titular del sitio web y de los cursos que se ofrecen en él.

Para cualquier cuestión relacionada con tus datos personales puedes escribirnos a {email-contacto}. Atenderemos tu consulta en un plazo máximo de un mes.`,
      },
      {
        anchor: 'datos-que-tratamos',
        title: 'Qué datos tratamos',
        body: `Solo tratamos los datos necesarios para prestarte el servicio:

- **Datos de cuenta**: nombre, dirección de correo electrónico y contraseña, que se guarda cifrada y nunca en claro.
- **Datos de compra**: correo electrónico, productos adquiridos, importe, fecha e identificador de la operación. **No recibimos ni almacenamos los datos de tu tarjeta**: el pago lo gestiona directamente Stripe.
- **Datos de acceso y uso**: módulos a los que tienes acceso, historial de descargas de las guías y, si compras sin cuenta, el enlace de acceso de invitado, del que solo guardamos una versión cifrada.
- **Datos que nos envías**: el contenido de los correos que nos escribes y la información que incluyes en el formulario de envío de casos (URL, asistente de IA y descripción).
- **Datos técnicos**: dirección IP, tipo de navegador y registros de acceso, necesarios para la seguridad del servicio.

No tratamos categorías especiales de datos ni elaboramos perfiles con fines publicitarios.`,
      },
      {
        anchor: 'finalidades-y-base-legal',
        title: 'Para qué usamos tus datos y con qué base legal',
        body: `- **Gestionar tu cuenta, tus compras y tu acceso a los módulos**, incluido el envío del enlace de acceso por correo. Base legal: la ejecución del contrato que celebras con nosotros (artículo 6.1.b del RGPD).
- **Emitir facturas y cumplir las obligaciones contables y fiscales.** Base legal: el cumplimiento de obligaciones legales (artículo 6.1.c del RGPD).
- **Atender tus consultas y solicitudes de soporte.** Base legal: la ejecución del contrato o, si aún no eres cliente, nuestro interés legítimo en responderte (artículo 6.1.f del RGPD).
- **Proteger el servicio y los contenidos**, lo que incluye prevenir el fraude e incorporar tu correo electrónico en el pie de las guías en PDF que descargas para desincentivar su distribución no autorizada. Base legal: nuestro interés legítimo (artículo 6.1.f del RGPD).
- **Revisar y, en su caso, publicar los casos que nos envías.** Base legal: tu consentimiento (artículo 6.1.a del RGPD), que puedes retirar en cualquier momento.

No enviamos comunicaciones comerciales sin tu consentimiento previo.`,
      },
      {
        anchor: 'destinatarios',
        title: 'Con quién compartimos tus datos',
        body: `No vendemos tus datos ni los cedemos a terceros con fines comerciales. Solo los comunicamos a los proveedores que necesitamos para prestar el servicio:

- **Stripe Payments Europe, Limited (Irlanda)**, que procesa los pagos con tarjeta y trata tus datos de pago conforme a su propia política de privacidad.
- **Proveedores de alojamiento web y de envío de correo electrónico**, que actúan como encargados del tratamiento con un contrato que les obliga a proteger tus datos y a usarlos solo siguiendo nuestras instrucciones.
- **Administraciones públicas y autoridades**, cuando una ley nos obligue a ello.

Si algún proveedor trata datos fuera del Espacio Económico Europeo, lo hace con las garantías previstas en el RGPD, como una decisión de adecuación de la Comisión Europea o las cláusulas contractuales tipo.`,
      },
      {
        anchor: 'conservacion',
        title: 'Durante cuánto tiempo conservamos tus datos',
        body: `- **Datos de cuenta**: mientras mantengas tu cuenta activa. Si la eliminas, los borramos salvo los que debamos conservar por ley.
- **Datos de compra y facturación**: durante seis años, como exige el Código de Comercio, y durante los plazos de prescripción de las obligaciones fiscales.
- **Acceso a los módulos e historial de descargas**: mientras tengas acceso a los contenidos comprados.
- **Casos enviados**: hasta que los revisemos y, si no se publican, un máximo de doce meses.
- **Registros técnicos**: un máximo de doce meses, salvo que sean necesarios para investigar un incidente de seguridad.

Una vez transcurridos estos plazos, eliminamos o anonimizamos los datos.`,
      },
      {
        anchor: 'derechos',
        title: 'Tus derechos',
        body: `Puedes ejercer en cualquier momento tus derechos de **acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad**, así como retirar el consentimiento que nos hayas dado, sin que ello afecte a la licitud del tratamiento anterior.

Para hacerlo, escríbenos a {email-contacto} indicando qué derecho quieres ejercer. Si tenemos dudas razonables sobre tu identidad, podremos pedirte información adicional para confirmarla.

Si consideras que no hemos tratado tus datos correctamente, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es), aunque te agradeceremos que antes nos lo comuniques para intentar resolverlo.`,
      },
      {
        anchor: 'cookies-y-seguridad',
        title: 'Cookies y seguridad',
        body: `Utilizamos únicamente las cookies técnicas necesarias para que el sitio funcione, por ejemplo para mantener tu sesión iniciada. Estas cookies no requieren consentimiento. Si en el futuro incorporamos cookies de análisis o de terceros, te pediremos tu consentimiento antes de instalarlas.

Aplicamos medidas técnicas y organizativas adecuadas para proteger tus datos: conexiones cifradas, contraseñas cifradas, enlaces de acceso que caducan y acceso restringido a los datos por parte del equipo.

Podemos actualizar esta política para adaptarla a cambios legales o del servicio. La fecha de la última actualización figura al principio de esta página y, si el cambio es relevante, te lo comunicaremos por correo electrónico.`,
      },
    ],
  },
  {
    slug: 'terminos',
    title: 'Términos y condiciones',
    description:
      'Términos y condiciones de Academia GEO: cómo funciona la compra de módulos y del curso completo, el pago con Stripe, el desistimiento y la licencia de uso.',
    intro:
      'Estos términos regulan el uso del sitio web de Academia GEO y la compra de sus cursos. Te pedimos que los leas antes de comprar: al completar una compra, confirmas que los aceptas. Se aplican conforme a la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI), y a la normativa española de protección de los consumidores.',
    updatedAt: '2024-12-15',
    noindex: true,
    sections: [
      {
        anchor: 'quienes-somos',
        title: 'Quiénes somos y a quién se aplican',
        body: `El sitio web y los cursos son ofrecidos por Academia GEO. Puedes contactar con nosotros en {email-contacto} para cualquier consulta sobre estos términos, y en {email-soporte} para cuestiones sobre tus compras o tu acceso.

Estos términos se aplican a todas las personas que usan el sitio y a quienes compran módulos o el curso completo. Para comprar debes ser mayor de edad y facilitarnos un correo electrónico válido, al que enviaremos la confirmación y el acceso.`,
      },
      {
        anchor: 'productos-y-precios',
        title: 'Productos y precios',
        body: `Ofrecemos los siguientes productos digitales:

- **Diagnóstico F0**: gratuito, sin registro.
- **Módulos individuales (F1 a F5)**: acceso al contenido completo del módulo elegido y a su guía en PDF.
- **Curso completo**: acceso a todos los módulos de pago disponibles (hoy F1 a F5) y a F6 en cuanto se publique, sin coste adicional.

Los precios se muestran en euros e incluyen el IVA aplicable. El precio que pagas es el que figura en la página de pago en el momento de la compra. El curso no incluye ninguna certificación ni título oficial.`,
      },
      {
        anchor: 'compra-y-acceso',
        title: 'Proceso de compra, pago y acceso',
        body: `El pago se realiza con tarjeta a través de Stripe, nuestro proveedor de pagos. Academia GEO no tiene acceso a los datos de tu tarjeta.

Una vez confirmado el pago, recibirás un correo electrónico con el resumen de tu compra. Si compras con tu cuenta, los módulos aparecerán en tu panel. Si compras sin cuenta, recibirás un enlace personal de acceso, válido durante 365 días; cuando caduque o si lo pierdes, puedes solicitar uno nuevo con el correo de compra.

El acceso a los módulos comprados no caduca mientras el servicio siga activo. Las guías en PDF llevan tu correo electrónico en el pie de página. Si necesitas factura, escríbenos a {email-soporte}.`,
      },
      {
        anchor: 'desistimiento-y-reembolsos',
        title: 'Derecho de desistimiento y reembolsos',
        body: `Como consumidor, dispones en general de un plazo de 14 días naturales desde la compra para desistir del contrato sin indicar el motivo.

Sin embargo, al tratarse de contenido digital que no se presta en un soporte material, el derecho de desistimiento no se aplica una vez que el acceso o la descarga han comenzado con tu consentimiento expreso previo y tu reconocimiento de que, en consecuencia, pierdes ese derecho, conforme al artículo 103 del Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios. Te pediremos ese consentimiento durante la compra.

Si no puedes acceder al contenido por un problema técnico que no podamos resolver, te devolveremos el importe. Los reembolsos se realizan por el mismo medio de pago y suponen la retirada del acceso al módulo o módulos reembolsados.`,
      },
      {
        anchor: 'licencia-y-uso',
        title: 'Licencia de los contenidos y uso permitido',
        body: `Salvo que se indique lo contrario, los contenidos de Academia GEO se publican bajo la licencia **Creative Commons Atribución-NoComercial-CompartirIgual 4.0 Internacional (CC BY-NC-SA 4.0)**. Puedes compartirlos y adaptarlos siempre que cites a Academia GEO como autora, no los uses con fines comerciales y distribuyas las obras derivadas con la misma licencia.

La licencia no se extiende a la marca, el nombre ni el logotipo de Academia GEO. Tu cuenta y tu enlace de acceso son personales: no debes compartir tus credenciales ni revender el acceso a los módulos.

Te comprometes a usar el sitio de forma lícita y a no intentar acceder a contenidos que no has comprado ni alterar el funcionamiento del servicio.`,
      },
      {
        anchor: 'responsabilidad',
        title: 'Resultados y responsabilidad',
        body: `El curso enseña un método para mejorar la probabilidad de que los asistentes de IA utilicen y citen tu contenido. Los asistentes son servicios de terceros que deciden por sí mismos qué fuentes usan, por lo que **no podemos garantizar resultados concretos**, como un número de citas o de visitas.

Ponemos todo nuestro cuidado en que el contenido sea correcto y esté actualizado, y en que el sitio esté disponible, pero puede haber interrupciones por mantenimiento o por causas ajenas a nosotros. Nada de lo dispuesto en estos términos limita los derechos que te reconoce la legislación de consumidores.`,
      },
      {
        anchor: 'cambios-y-ley-aplicable',
        title: 'Cambios, ley aplicable y reclamaciones',
        body: `Podemos modificar estos términos para adaptarlos a cambios legales o del servicio. Las compras se rigen por los términos vigentes en la fecha en que se realizaron.

Estos términos se rigen por la legislación española. Si tienes cualquier problema, escríbenos primero a {email-soporte} e intentaremos resolverlo. Si eres consumidor, puedes acudir también a los servicios de consumo de tu comunidad autónoma y a los juzgados de tu domicilio.`,
      },
    ],
  },
]
