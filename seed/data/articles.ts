import type { SeedArticle } from './types'

// The six Radar IA articles. Section bodies use the Markdown subset documented in types.ts.
export const articles: SeedArticle[] = [
  {
    slug: 'que-significa-ser-citado-por-ia',
    title: '¿Qué significa ser citado por una IA?',
    description:
      'Qué ocurre cuando ChatGPT, Claude o Perplexity usan tu contenido para responder, cuáles son los tres tipos de cita y cómo comprobar si tu web ya aparece.',
    definition:
      'Ser citado por una IA significa que un asistente generativo utiliza información de tu contenido para construir su respuesta y, en el mejor de los casos, te identifica como fuente con tu nombre, tu marca o un enlace a tu página.',
    date: '2025-01-20',
    category: 'Fundamentos',
    readTimeMinutes: 5,
    featured: true,
    sections: [
      {
        anchor: 'de-los-enlaces-a-las-respuestas',
        title: 'De la lista de enlaces a la respuesta redactada',
        body: `Durante veinte años, aparecer en internet significaba ocupar un puesto en una lista de diez enlaces azules. El usuario leía los títulos, elegía uno y visitaba la página. Hoy una parte creciente de las preguntas se hace directamente a asistentes como ChatGPT, Claude, Perplexity, Gemini o Copilot, que no devuelven una lista, sino una respuesta redactada.

En ese nuevo escenario, la pregunta ya no es «¿en qué posición estoy?», sino «¿mi contenido forma parte de la respuesta?». Cuando un asistente explica qué es un concepto, compara productos o recomienda un proveedor, está sintetizando información que ha aprendido durante su entrenamiento o que ha recuperado en ese momento de la web.

Ser citado significa que tu contenido es una de esas piezas. A veces el asistente lo indica con un enlace numerado, como hace Perplexity; otras veces menciona tu marca en el texto; y en muchos casos usa tu explicación sin decir de dónde viene. Entender estas diferencias es el primer paso para trabajar la **citabilidad** de forma consciente, en lugar de dejarla al azar.`,
      },
      {
        anchor: 'tres-tipos-de-cita',
        title: 'Los tres tipos de cita: directa, implícita y recomendación',
        body: `No todas las apariciones en una respuesta valen lo mismo. En Academia GEO distinguimos tres tipos de cita:

- **Cita directa.** El asistente menciona tu marca, tu web o tu autor y, a menudo, enlaza a la página concreta. Es la más valiosa, porque genera reconocimiento y tráfico cualificado.
- **Cita implícita.** El modelo reproduce tu definición, tu enfoque o tus datos, pero sin atribuirlos. No aporta visitas, aunque indica que tu contenido influye en cómo el modelo entiende el tema.
- **Recomendación.** El asistente sugiere tu producto, servicio o negocio como una opción ante una necesidad del usuario, por ejemplo «¿qué academia online me recomiendas para aprender GEO?». Es la que más se acerca a una conversión.

Las citas implícitas suelen ser la antesala de las directas: cuando un modelo ya usa tus ideas, reforzar la autoría y la coherencia de tu marca aumenta la probabilidad de que empiece a nombrarte. Por eso conviene medir los tres tipos por separado y no solo contar enlaces.`,
      },
      {
        anchor: 'como-decide-un-modelo',
        title: 'Cómo decide un modelo qué fuente usar',
        body: `Ningún proveedor publica la lista exacta de criterios, pero el funcionamiento general es conocido. Cuando el asistente busca en la web mediante [RAG](/glosario#rag), primero recupera un conjunto de fragmentos relevantes para la pregunta y después redacta la respuesta apoyándose en ellos. Tu contenido compite, por tanto, en dos fases: ser recuperado y ser elegido para la síntesis.

En la fase de recuperación influyen la relevancia semántica del fragmento respecto a la pregunta, la indexación de la página en los buscadores de los que se alimenta el asistente y la facilidad para extraer el texto. En la fase de síntesis pesan la claridad de la respuesta, la presencia de datos concretos, la coherencia con otras fuentes y las señales de confianza sobre quién firma.

Cuando el asistente responde sin buscar, solo puede usar lo que aprendió en su entrenamiento. Ahí importa que tu marca y tus definiciones aparezcan de forma consistente en muchos sitios fiables, algo que trabajamos como [autoridad generativa](/glosario#autoridad-generativa).`,
      },
      {
        anchor: 'como-comprobar-si-te-citan',
        title: 'Cómo comprobar si ya te citan',
        body: `La forma más fiable de saber si apareces en las respuestas es preguntar de manera sistemática. Te proponemos un procedimiento sencillo:

1. Escribe entre 15 y 30 preguntas reales que tu público haría a un asistente sobre tu tema, formuladas como en una conversación y no como palabras clave.
2. Hazlas en al menos tres asistentes, por ejemplo ChatGPT, Perplexity y Gemini, con la búsqueda web activada cuando sea posible.
3. Anota en una hoja de cálculo si apareces, con qué tipo de cita y qué fuentes se citan en tu lugar.
4. Repite la misma batería cada cuatro a seis semanas para ver la evolución.

Las respuestas varían entre sesiones, así que no saques conclusiones de una sola prueba. Lo que buscas es una tendencia. Las fuentes que aparecen en tu lugar son muy informativas: te dicen qué formato, qué profundidad y qué tipo de autoridad está premiando el modelo para esa pregunta.`,
      },
      {
        anchor: 'primeros-pasos',
        title: 'Primeros pasos para ser citable',
        body: `Antes de cambiar nada, mide tu punto de partida con el [diagnóstico gratuito F0](/curso/f0). Después, estas tres acciones suelen dar resultados visibles en pocas semanas:

- **Abre cada página con una definición o respuesta directa** de dos o tres frases que pueda citarse sin contexto adicional.
- **Divide el contenido en secciones autónomas** con encabezados descriptivos, de modo que cada bloque responda a una pregunta concreta.
- **Identifica claramente quién escribe y por qué sabe del tema**, con una página de autor y datos de contacto verificables.

Ninguna de estas acciones garantiza que un asistente te cite, porque la decisión final es del modelo. Lo que sí hacen es eliminar los obstáculos más habituales y aumentar de forma medible la probabilidad de aparecer. El módulo [F1 Fundamentos GEO](/curso/f1) desarrolla este punto de partida paso a paso.`,
      },
    ],
    relatedLinks: [
      { label: 'F1: Fundamentos GEO en la metodología', href: '/metodologia#f1' },
      { label: 'Qué es la citabilidad', href: '/glosario#citabilidad' },
      { label: 'Qué es la autoridad generativa', href: '/glosario#autoridad-generativa' },
      { label: 'Ejemplos documentados de citas', href: '/casos' },
    ],
  },
  {
    slug: 'muerte-seo-tradicional',
    title: 'La muerte del SEO tradicional (y lo que viene después)',
    description:
      'Las respuestas generadas por IA reducen los clics desde los buscadores. Qué deja de funcionar en el SEO clásico, qué sigue vigente y cómo adaptarte a tiempo.',
    definition:
      'Llamamos SEO tradicional a la optimización pensada solo para ocupar posiciones en una lista de resultados y conseguir clics. Lo que muere no es el posicionamiento, sino la idea de que el clic es la única forma de llegar al usuario.',
    date: '2025-02-10',
    category: 'Tendencias',
    readTimeMinutes: 4,
    featured: true,
    sections: [
      {
        anchor: 'un-titular-exagerado',
        title: 'Un titular exagerado con una parte de verdad',
        body: `Cada pocos años alguien anuncia la muerte del SEO, y cada vez el SEO sobrevive. Esta vez conviene matizar: los buscadores no van a desaparecer y seguirán enviando tráfico durante mucho tiempo. Lo que sí está cambiando es el modelo que sostenía buena parte de las estrategias de contenido: escribir para una palabra clave, subir posiciones y esperar el clic.

Los asistentes de IA y los resúmenes generados dentro de los propios buscadores, como las AI Overviews de Google o las respuestas de Copilot en Bing, resuelven muchas preguntas sin que el usuario visite ninguna web. Para consultas informativas sencillas, como definiciones, comparaciones rápidas o pasos de un proceso, la respuesta ya está en pantalla.

Por eso hablamos de la muerte del SEO *tradicional*: la parte que dependía exclusivamente del clic pierde fuerza, mientras que la parte que consiste en ser una fuente clara, fiable y bien estructurada gana importancia. Ese desplazamiento es justo lo que trabaja el GEO.`,
      },
      {
        anchor: 'el-auge-del-cero-clic',
        title: 'El auge de las búsquedas sin clic',
        body: `Una búsqueda sin clic, o *zero-click*, es aquella en la que el usuario obtiene lo que necesita sin abandonar la página de resultados o la conversación con el asistente. El fenómeno no es nuevo, porque los fragmentos destacados y los paneles de conocimiento ya lo provocaban, pero la IA generativa lo ha acelerado.

Algunas proyecciones del sector estiman que hasta el 50 % de las consultas podrían resolverse sin clic en 2026. Es una proyección y no un dato medido, pero encaja con otras señales: Gartner predijo en 2024 que el volumen de búsquedas en buscadores tradicionales caería un 25 % hasta 2026 por el uso de chatbots y agentes de IA, y OpenAI comunicó ese mismo año que ChatGPT superaba los 200 millones de usuarios semanales.

Sea cual sea la cifra final, la tendencia es clara: una parte del descubrimiento de información se traslada a interfaces conversacionales. Si tu estrategia solo mide clics, verás caer el tráfico sin entender por qué, aunque tu contenido siga siendo útil y, de hecho, se esté usando en respuestas.`,
      },
      {
        anchor: 'que-deja-de-funcionar',
        title: 'Qué deja de funcionar',
        body: `Algunas prácticas pierden eficacia con rapidez cuando quien lee es un modelo de lenguaje:

- **Los textos inflados para alcanzar una longitud.** Un modelo busca la respuesta, no las palabras de relleno. Si la información útil está en el sexto párrafo, otro fragmento más directo la sustituirá.
- **La repetición de palabras clave.** Los modelos trabajan con significado, no con coincidencias exactas. Repetir una frase no aumenta la relevancia y empeora la legibilidad.
- **Los artículos casi idénticos para variantes de una misma búsqueda.** Para un asistente son redundantes; prefiere una fuente completa y coherente.
- **Los titulares que prometen sin responder.** Los encabezados tipo gancho no ayudan a que un sistema sepa qué contiene la sección.

Nada de esto era una buena práctica editorial, pero durante años funcionó lo suficiente como para mantenerse. Con la IA generativa, el coste de estas tácticas se hace visible: el contenido se indexa, pero no se elige.`,
      },
      {
        anchor: 'que-sigue-funcionando',
        title: 'Qué sigue funcionando',
        body: `La buena noticia es que gran parte del trabajo técnico y editorial de un buen SEO sigue siendo imprescindible. Los asistentes que buscan en la web se apoyan en índices de buscadores, así que una página que no se rastrea ni se indexa tampoco será recuperada.

Siguen funcionando, y ganan peso:

- **La indexación y el rendimiento técnico**: páginas rápidas, accesibles y con HTML limpio.
- **Los enlaces y menciones de sitios reconocidos**, que ahora son también señales de autoridad para los modelos.
- **La experiencia y la autoría demostrables**, con autores identificados y fuentes enlazadas.
- **Los datos estructurados**, que ayudan a identificar entidades y relaciones.
- **La arquitectura de información clara**, con enlaces internos que conectan conceptos relacionados.

En otras palabras: el SEO que se basaba en calidad, claridad y confianza no muere, sino que se convierte en la base sobre la que se construye el GEO.`,
      },
      {
        anchor: 'como-adaptarte',
        title: 'Cómo adaptarte sin tirar lo que ya tienes',
        body: `No necesitas rehacer tu web desde cero. Un enfoque práctico consiste en priorizar y transformar:

1. Identifica las 10 o 20 páginas que responden a las preguntas más importantes de tu público.
2. Comprueba si esas preguntas ya se resuelven con IA y quién aparece citado.
3. Reescribe la apertura de cada página con una respuesta directa y una definición clara.
4. Reorganiza el contenido en secciones autónomas y añade los datos estructurados pertinentes.
5. Empieza a medir menciones en asistentes además de posiciones y clics.

Este proceso es el núcleo de los módulos [F1](/curso/f1) y [F2](/curso/f2). Si quieres saber por dónde empezar en tu caso concreto, el [diagnóstico F0](/curso/f0) te da una puntuación y una recomendación en pocos minutos, sin coste.`,
      },
    ],
    relatedLinks: [
      { label: 'GEO vs SEO: diferencias clave', href: '/radar-ia/geo-vs-seo-diferencias' },
      { label: 'F1: Fundamentos GEO en la metodología', href: '/metodologia#f1' },
      { label: 'F2: Contexto Semántico en la metodología', href: '/metodologia#f2' },
      { label: 'Casos de aplicación', href: '/casos' },
    ],
  },
  {
    slug: 'estructura-web-para-lenguaje',
    title: 'Cómo estructurar una página para que la entienda un modelo de lenguaje',
    description:
      'Encabezados que anuncian respuestas, secciones autónomas y HTML semántico: guía práctica para estructurar páginas que los modelos de IA puedan citar.',
    definition:
      'Estructurar una página para el lenguaje significa organizarla en bloques autónomos, cada uno con un encabezado descriptivo y una respuesta directa, de forma que un modelo pueda extraer cualquier fragmento sin perder su sentido.',
    date: '2025-03-05',
    category: 'Técnico',
    readTimeMinutes: 5,
    featured: false,
    sections: [
      {
        anchor: 'los-modelos-leen-fragmentos',
        title: 'Los modelos leen fragmentos, no páginas',
        body: `Cuando un asistente busca información en la web, no lee tu página de principio a fin como haría una persona. Los sistemas de recuperación dividen el contenido en fragmentos de unos cientos de palabras, los convierten en representaciones numéricas de su significado y seleccionan los que más se parecen a la pregunta del usuario.

Esto tiene una consecuencia directa: cada fragmento compite por sí solo. Si una sección depende de lo que se explicó tres párrafos antes, al aislarla pierde el sentido y el sistema la descarta. Si un dato clave aparece sin el nombre de aquello a lo que se refiere, el modelo no puede atribuirlo.

A esta propiedad la llamamos [fragmentabilidad](/glosario#fragmentabilidad). Una página muy fragmentable es aquella en la que cualquier sección, leída de forma aislada, sigue respondiendo a una pregunta concreta y menciona explícitamente su tema. No se trata de escribir peor para las personas, sino de escribir con la disciplina de un buen manual: cada apartado empieza diciendo de qué trata.`,
      },
      {
        anchor: 'encabezados-que-anuncian-respuestas',
        title: 'Encabezados que anuncian respuestas',
        body: `El encabezado es la etiqueta que el sistema usa para entender de qué va el fragmento. Un encabezado creativo como «Más allá de lo evidente» no aporta información; uno descriptivo como «Cuánto cuesta instalar placas solares en una vivienda unifamiliar» la aporta toda.

Tres pautas sencillas:

- **Formula el encabezado como la pregunta o el tema exacto** que responde la sección, con las palabras que usaría tu público.
- **Incluye la entidad principal** (el producto, el concepto o el lugar) en lugar de pronombres o referencias vagas.
- **Respeta la jerarquía**: un solo h1 por página, h2 para los bloques principales y h3 para los subapartados, sin saltar niveles.

Una prueba útil consiste en leer solo los encabezados de la página. Si con ellos se entiende qué preguntas responde y en qué orden, la estructura es buena. Si parecen titulares de revista que no dicen nada sin el texto, hay que reescribirlos.`,
      },
      {
        anchor: 'la-respuesta-primero',
        title: 'La respuesta primero, el matiz después',
        body: `En periodismo se llama pirámide invertida: lo más importante va al principio. Para los modelos de lenguaje funciona igual. Las dos o tres primeras frases de cada sección deberían contener la respuesta completa a la pregunta que plantea el encabezado; el resto del bloque puede desarrollar matices, ejemplos y excepciones.

Compara estas dos aperturas para la sección «Qué es la conciliación bancaria»:

- *Sin optimizar:* «Muchas empresas se preguntan por qué sus números no cuadran a final de mes. Es un problema habitual y tiene solución.»
- *Optimizada:* «La conciliación bancaria es el proceso de comparar los movimientos del banco con los registros contables de la empresa para detectar y corregir diferencias. Se recomienda hacerla al menos una vez al mes.»

La segunda versión puede citarse tal cual. Contiene el término definido, una definición precisa y una recomendación concreta. Es el tipo de frase que un asistente reproduce, con o sin atribución, cuando alguien le pregunta por ese concepto.`,
      },
      {
        anchor: 'html-semantico',
        title: 'HTML semántico y orden de lectura',
        body: `La estructura no es solo visual. Los sistemas que extraen texto de la web se apoyan en el HTML para saber qué es contenido principal y qué es navegación, publicidad o pie de página. Un diseño que se ve bien, pero que está construido con bloques genéricos sin significado, dificulta esa extracción.

Lo básico que conviene revisar:

- Usa **article** y **main** para el contenido principal, y **nav**, **aside** y **footer** para lo accesorio.
- Marca los encabezados con etiquetas de encabezado reales, no con texto en negrita de mayor tamaño.
- Usa listas y tablas HTML de verdad cuando el contenido sea una lista o una tabla.
- Asegúrate de que el texto importante está en el HTML inicial y no depende de que se ejecute JavaScript ni de que el usuario haga clic en una pestaña.
- Añade migas de pan y enlaces internos descriptivos que conecten conceptos relacionados.

El contenido oculto tras acordeones se sigue indexando en muchos casos, pero no todos los sistemas lo tratan igual. Si una respuesta es clave, muéstrala abierta.`,
      },
      {
        anchor: 'lista-de-comprobacion',
        title: 'Lista de comprobación rápida',
        body: `Antes de publicar o actualizar una página, repasa estos puntos:

1. La página abre con una definición o respuesta directa de dos o tres frases.
2. Cada encabezado describe con precisión el contenido de su sección.
3. Cada sección se entiende sin leer las anteriores y nombra su tema explícitamente.
4. Los datos importantes incluyen cifra, unidad, fecha y fuente.
5. El autor está identificado y enlaza a una página que explica su experiencia.
6. El HTML usa etiquetas semánticas y el contenido principal no depende de JavaScript.
7. La página tiene los datos estructurados que corresponden a su tipo de contenido.

Si cumples cinco de estos siete puntos, tu página ya está por encima de la media en citabilidad. El módulo [F2 Contexto Semántico](/curso/f2) profundiza en cada uno con ejemplos antes y después.`,
      },
    ],
    relatedLinks: [
      { label: 'F2: Contexto Semántico en la metodología', href: '/metodologia#f2' },
      { label: 'Qué es la fragmentabilidad', href: '/glosario#fragmentabilidad' },
      { label: 'Qué es el contenido speakable', href: '/glosario#contenido-speakable' },
      { label: 'Contenido optimizado frente a sin optimizar', href: '/casos' },
    ],
  },
  {
    slug: 'formato-wikipedia-ia',
    title: 'Por qué los modelos de IA prefieren el formato Wikipedia',
    description:
      'Definición inicial, tono neutral, estructura predecible y fuentes verificables: qué hace tan citable a Wikipedia y cómo llevarlo a la web de tu negocio.',
    definition:
      'El formato Wikipedia es un estilo de redacción enciclopédico que abre con una definición, mantiene un tono neutral, organiza el tema en secciones predecibles y respalda cada afirmación con fuentes. Los modelos de lenguaje lo reconocen y lo reutilizan con facilidad.',
    date: '2025-03-26',
    category: 'Estrategia',
    readTimeMinutes: 5,
    featured: false,
    sections: [
      {
        anchor: 'un-patron-aprendido',
        title: 'Un patrón aprendido durante el entrenamiento',
        body: `Wikipedia forma parte de los datos de entrenamiento de prácticamente todos los grandes modelos de lenguaje. En algunos casos documentados, como el de GPT-3, se incluyó además con un peso superior al que le correspondería por su tamaño, precisamente por su calidad. El resultado es que los modelos han visto millones de veces la misma forma de explicar un concepto.

Ese patrón es reconocible: el artículo empieza con el nombre del tema en negrita seguido de una definición en una sola frase, continúa con un resumen de los puntos principales y después se divide en secciones con títulos predecibles, como historia, características, usos o críticas.

Cuando un asistente tiene que explicar algo, tiende a reproducir esa misma estructura. Por eso los textos que ya la siguen encajan de forma natural en sus respuestas. No se trata de que el modelo «prefiera» Wikipedia por una regla explícita, sino de que el formato coincide con la manera en que ha aprendido a organizar el conocimiento.`,
      },
      {
        anchor: 'rasgos-del-formato',
        title: 'Los rasgos que hacen citable un texto enciclopédico',
        body: `Si analizas un buen artículo de Wikipedia con ojos de GEO, encontrarás cinco rasgos que puedes trasladar a tu propio contenido:

- **Definición en la primera frase.** «X es un Y que Z». El sujeto, la categoría y el rasgo diferencial aparecen juntos y pueden citarse sin contexto.
- **Resumen inicial autosuficiente.** El primer párrafo responde a las preguntas básicas aunque no se lea nada más.
- **Secciones con nombres previsibles.** El lector, y el modelo, sabe dónde encontrar cada tipo de información.
- **Enlaces a conceptos relacionados.** Cada término técnico enlaza a su propia explicación, lo que ayuda a situar el tema en una red de entidades.
- **Afirmaciones respaldadas.** Los datos llevan fecha y fuente, lo que permite contrastarlos.

Ninguno de estos rasgos es exclusivo de una enciclopedia. Son, simplemente, buenas prácticas de redacción informativa que la mayoría de las webs comerciales no aplican porque están pensadas para vender, no para explicar.`,
      },
      {
        anchor: 'neutralidad-y-verificabilidad',
        title: 'Neutralidad y verificabilidad',
        body: `Dos de los principios editoriales de Wikipedia, el punto de vista neutral y la verificabilidad, son especialmente relevantes para la IA. Un modelo que intenta dar una respuesta fiable evita reproducir afirmaciones que suenan a publicidad, como «la mejor solución del mercado», porque no puede sostenerlas.

En cambio, una frase como «el servicio incluye mantenimiento anual y una garantía de cinco años sobre los inversores» es concreta, comprobable y fácil de integrar en una comparación. El tono neutral no resta capacidad de venta: la traslada del adjetivo al dato.

La verificabilidad funciona igual. Cuando afirmas algo importante, indica de dónde sale: un estudio, una norma, tus propios datos con la fecha en que se midieron. Para un modelo, una afirmación con fuente es más segura que una sin ella, y una marca que cita bien sus fuentes transmite la misma [autoridad generativa](/glosario#autoridad-generativa) que buscamos construir en el módulo F3.`,
      },
      {
        anchor: 'como-adaptarlo',
        title: 'Cómo adaptarlo a la web de tu negocio',
        body: `No hace falta convertir tu web en una enciclopedia. Basta con crear, junto a tus páginas comerciales, un conjunto de páginas de referencia sobre los conceptos clave de tu sector. Un proceso sencillo:

1. Elige entre cinco y diez conceptos que tus clientes no entienden bien y sobre los que preguntan con frecuencia.
2. Dedica a cada uno una página que abra con una definición en una frase, seguida de un resumen de tres o cuatro líneas.
3. Organiza el resto en secciones previsibles: cómo funciona, tipos, ventajas e inconvenientes, costes orientativos, errores habituales.
4. Enlaza cada página con las demás y con tus servicios, sin convertir el texto en un anuncio.
5. Firma el contenido con un autor real y revisa las cifras al menos una vez al año.

Un glosario bien hecho, como el de nuestro [glosario GEO](/glosario), es la versión mínima de esta estrategia y suele ser una de las secciones más citadas de un sitio.`,
      },
      {
        anchor: 'lo-que-no-debes-copiar',
        title: 'Lo que no debes copiar',
        body: `Adoptar el formato no significa imitar Wikipedia en todo. Hay tres errores frecuentes que conviene evitar:

- **Copiar o parafrasear artículos de Wikipedia.** El modelo ya conoce la fuente original y no tiene motivos para citar una copia. Tu valor está en aportar lo que Wikipedia no tiene: experiencia práctica, datos propios, casos y contexto local.
- **Eliminar la voz de la marca.** La neutralidad se aplica a las afirmaciones, no a la identidad. Puedes y debes dejar claro quién explica el tema y por qué sabe de él.
- **Escribir páginas enormes.** Los artículos enciclopédicos largos funcionan porque están muy bien estructurados. Si tu página mezcla temas distintos, es mejor dividirla en varias páginas enlazadas.

La idea de fondo es tomar la forma y poner tu propio fondo. El formato hace que el modelo entienda y reutilice el texto; la experiencia propia es lo que le da una razón para atribuírtelo a ti.`,
      },
    ],
    relatedLinks: [
      { label: 'F3: Autoridad Generativa en la metodología', href: '/metodologia#f3' },
      { label: 'Qué es la autoridad generativa', href: '/glosario#autoridad-generativa' },
      { label: 'Qué es la citabilidad', href: '/glosario#citabilidad' },
      { label: 'Ejemplos de citas en asistentes', href: '/casos' },
    ],
  },
  {
    slug: 'datos-estructurados-modelos-generativos',
    title: 'Datos estructurados que entienden los modelos generativos',
    description:
      'Qué tipos de Schema.org aportan más en GEO, por qué el marcado debe coincidir con el texto visible y cómo completarlo con llms.txt y archivos de texto plano.',
    definition:
      'Los datos estructurados son información sobre el contenido de una página expresada en un formato legible por máquinas, normalmente JSON-LD con el vocabulario de Schema.org, que declara de forma explícita qué entidades aparecen y cómo se relacionan.',
    date: '2025-04-16',
    category: 'Técnico',
    readTimeMinutes: 5,
    featured: false,
    sections: [
      {
        anchor: 'que-son-y-por-que-importan',
        title: 'Qué son los datos estructurados y por qué importan en GEO',
        body: `Una persona que lee tu página entiende sin esfuerzo que «María López» es la autora, que «49 €» es el precio y que el texto de abajo es una pregunta frecuente con su respuesta. Un sistema automático tiene que deducirlo, y a veces se equivoca. Los datos estructurados eliminan esa ambigüedad: declaran explícitamente qué es cada cosa.

El vocabulario más extendido es [Schema.org](/glosario#schema-org), y el formato recomendado por los principales buscadores es JSON-LD, un bloque de código que se inserta en la página sin alterar lo que ve el usuario.

Conviene ser honestos sobre su alcance: ningún proveedor de IA ha publicado cómo usa exactamente el marcado en sus respuestas. Sin embargo, los buscadores en los que se apoyan muchos asistentes para recuperar información sí lo procesan, y el marcado ayuda a consolidar tu organización, tus autores y tus productos como entidades reconocibles. Además, obliga a ordenar la información: si no sabes qué tipo de entidad es una página, difícilmente un modelo lo sabrá.`,
      },
      {
        anchor: 'tipos-prioritarios',
        title: 'Los tipos de Schema.org que más aportan',
        body: `Schema.org define cientos de tipos, pero para GEO basta con dominar unos pocos:

- **Organization**: nombre, logotipo, web, datos de contacto y perfiles oficiales de tu organización. La propiedad *sameAs* enlaza tus perfiles en otras plataformas y refuerza que todos corresponden a la misma entidad.
- **Person**: autores y expertos, con su cargo, su organización y sus áreas de conocimiento mediante la propiedad *knowsAbout*.
- **Article**: artículos y guías, con autor, fecha de publicación y fecha de modificación.
- **FAQPage**: preguntas frecuentes con su respuesta completa.
- **HowTo**: procesos paso a paso con sus pasos numerados.
- **DefinedTerm** y **DefinedTermSet**: términos de un glosario y sus definiciones.
- **Course** y **Product**: formaciones y productos con sus características y precio.

Google redujo en 2023 la visibilidad de los resultados enriquecidos de FAQ y HowTo en su buscador, pero eso no resta valor al marcado como descripción del contenido. Su objetivo en GEO no es el resultado enriquecido, sino la claridad.`,
      },
      {
        anchor: 'coherencia-con-el-texto',
        title: 'El marcado debe decir lo mismo que el texto',
        body: `El error más común con los datos estructurados es tratarlos como un lugar donde añadir información que no está en la página: preguntas frecuentes que el usuario no ve, valoraciones inventadas o descripciones distintas de las visibles. Además de incumplir las directrices de los buscadores, esto genera contradicciones que restan fiabilidad a tu contenido.

La regla es sencilla: todo lo que declaras en el marcado debe aparecer también en el texto visible, con las mismas cifras y las mismas palabras. Si el curso dura 19 horas en la página, el marcado no puede decir 20. Si el precio cambia, deben cambiar los dos a la vez.

Por eso es preferible generar el marcado a partir de la misma fuente de datos que alimenta la página, en lugar de escribirlo a mano. En Academia GEO, por ejemplo, las duraciones, los precios y las preguntas frecuentes se guardan una sola vez en el gestor de contenidos y de ahí salen tanto la página como su marcado y sus versiones en texto plano. Es una forma de practicar lo que enseñamos.`,
      },
      {
        anchor: 'mas-alla-de-schema',
        title: 'Más allá de Schema.org: llms.txt y versiones en texto plano',
        body: `Además del marcado clásico, están surgiendo formatos pensados específicamente para los modelos de lenguaje. El más conocido es **llms.txt**, una propuesta publicada en 2024 que consiste en un archivo de texto en la raíz del sitio con un título, un resumen y una lista de enlaces a los contenidos más importantes, escritos en Markdown.

Se trata de una propuesta abierta y no de un estándar adoptado oficialmente por todos los proveedores de IA, así que conviene tratarla como una ayuda adicional y no como una garantía. Su coste de implementación es bajo y ofrece una vía limpia para que cualquier sistema encuentre tu contenido esencial sin menús, anuncios ni scripts.

En la misma línea, publicar una versión en texto plano o Markdown de tus páginas clave facilita la extracción del contenido. En nuestra sección [Contenido para IA](/contenido-ia) puedes ver cómo lo aplicamos: archivos de texto por página, un llms.txt y una versión completa, todos con la licencia y la forma de cita preferida.`,
      },
      {
        anchor: 'validacion',
        title: 'Cómo validar tu implementación',
        body: `Un marcado con errores puede ser peor que no tener marcado. Antes de dar por terminada la implementación, sigue estos pasos:

1. Valida cada tipo de página con el validador oficial de Schema.org, que comprueba la sintaxis y las propiedades.
2. Usa la prueba de resultados enriquecidos de Google para ver cómo interpreta el buscador tu marcado.
3. Compara el marcado con el texto visible y verifica que las cifras, los nombres y las fechas coinciden.
4. Comprueba que todas las páginas del mismo tipo usan la misma estructura, por ejemplo que todos los artículos declaran autor y fecha.
5. Revisa el marcado cada vez que cambies precios, duraciones o autores.

Una vez validado, haz la prueba definitiva: pregunta a varios asistentes por tu organización, tus autores y tus productos, y observa si los describen con los datos correctos. El módulo F6, dedicado a los estándares técnicos, desarrolla esta validación en detalle.`,
      },
    ],
    relatedLinks: [
      { label: 'Qué es Schema.org', href: '/glosario#schema-org' },
      { label: 'F2: Contexto Semántico en la metodología', href: '/metodologia#f2' },
      { label: 'Archivos de texto para modelos de IA', href: '/contenido-ia' },
      { label: 'Nuestro propio caso', href: '/casos' },
    ],
  },
  {
    slug: 'geo-vs-seo-diferencias',
    title: 'GEO vs SEO: diferencias clave y cómo hacer la transición',
    description:
      'En qué se diferencian el GEO y el SEO en objetivo, formato, señales y medición, qué comparten y cómo hacer la transición en cuatro fases sin perder tráfico.',
    definition:
      'El SEO optimiza una página para ocupar una buena posición en los resultados de un buscador; el GEO optimiza el contenido para que los asistentes de IA lo entiendan, lo utilicen en sus respuestas y lo atribuyan a su fuente. Son disciplinas complementarias.',
    date: '2025-05-07',
    category: 'Fundamentos',
    readTimeMinutes: 5,
    featured: false,
    sections: [
      {
        anchor: 'no-son-rivales',
        title: 'No son rivales, pero no persiguen lo mismo',
        body: `La pregunta «¿GEO o SEO?» parte de una falsa elección. Un asistente de IA que busca en la web necesita que tu página esté rastreada e indexada, y eso sigue siendo terreno del SEO. A la vez, estar indexado ya no basta: tu contenido tiene que ser el fragmento que el modelo elige y atribuye, y eso es terreno del GEO.

La diferencia de fondo está en el resultado que se persigue. El SEO busca una posición en una lista ordenada de enlaces, con la esperanza de que el usuario haga clic. El GEO busca que tu información forme parte de una respuesta redactada, idealmente con tu nombre o tu enlace como fuente.

Esa diferencia cambia lo que se optimiza, cómo se escribe y cómo se mide. Un texto puede estar en la primera posición de Google y no aparecer nunca en una respuesta de ChatGPT, y al revés. Por eso conviene entender ambas disciplinas por separado antes de combinarlas en una sola estrategia.`,
      },
      {
        anchor: 'diferencias-clave',
        title: 'Cinco diferencias clave',
        body: `Estas son las diferencias que más afectan al trabajo diario:

- **Unidad de optimización.** El SEO trabaja la página completa; el GEO trabaja el fragmento, es decir, cada sección, definición o respuesta que puede extraerse por separado.
- **Tipo de consulta.** El SEO parte de palabras clave cortas; el GEO, de preguntas conversacionales largas y con contexto, lo que llamamos [intención conversacional](/glosario#intencion-conversacional).
- **Señales de relevancia.** En SEO pesan mucho los enlaces entrantes y la coincidencia de términos; en GEO pesan la claridad semántica, la coherencia de la entidad en toda la web y la autoría verificable.
- **Formato ideal.** El SEO ha premiado a menudo los textos extensos; el GEO premia bloques autónomos, definiciones explícitas y datos con fuente.
- **Medición.** El SEO mide posiciones, clics y CTR; el GEO mide menciones y citas en respuestas de asistentes y el tráfico que llega desde ellos.

En la [metodología](/metodologia) encontrarás la comparación completa en ocho puntos.`,
      },
      {
        anchor: 'lo-que-comparten',
        title: 'Lo que comparten',
        body: `Aunque los objetivos difieren, la base es común, y eso es una buena noticia para quien ya tiene experiencia en SEO.

Ambas disciplinas necesitan un sitio técnicamente sano: páginas que se cargan rápido, que los rastreadores pueden leer y que usan HTML semántico. Ambas se benefician de una arquitectura de información clara, con enlaces internos que conectan conceptos relacionados. Ambas valoran la experiencia, la autoridad y la fiabilidad del autor, y ambas castigan, antes o después, el contenido de relleno.

Los datos estructurados son otro punto de encuentro. En SEO se usaban sobre todo para conseguir resultados enriquecidos; en GEO se usan para que los sistemas identifiquen entidades sin ambigüedad. El marcado es el mismo, aunque la motivación cambie.

Si tu web ya sigue buenas prácticas de SEO, tienes hecha una parte importante del trabajo. El GEO no te pide deshacerlo, sino añadir una capa de claridad, fragmentación y autoridad pensada para quien ahora lee tu contenido: un modelo de lenguaje.`,
      },
      {
        anchor: 'estrategia-de-transicion',
        title: 'Estrategia de transición en cuatro fases',
        body: `Para incorporar el GEO sin poner en riesgo el tráfico que ya tienes, te proponemos avanzar en cuatro fases, que coinciden con los primeros módulos del curso:

1. **Diagnóstico y bases (F0 y F1).** Mide tu punto de partida con una batería de preguntas reales en varios asistentes y corrige los obstáculos básicos: aperturas sin respuesta, encabezados vagos y autoría invisible.
2. **Contexto semántico (F2).** Reestructura tus páginas clave en secciones autónomas orientadas a preguntas conversacionales y añade los datos estructurados pertinentes.
3. **Autoridad generativa (F3).** Trabaja las señales externas: menciones en sitios reconocidos, coherencia de la marca en todos tus perfiles y contenido experto firmado.
4. **Validación conversacional (F4).** Comprueba en los asistentes si los cambios se traducen en citas y ajusta lo que no funcione.

Empieza por un grupo reducido de páginas importantes, mide antes y después, y extiende el método al resto del sitio cuando veas qué funciona en tu sector.`,
      },
      {
        anchor: 'como-medir',
        title: 'Cómo medir el avance',
        body: `Las herramientas de SEO no muestran si un asistente te cita, así que necesitas un sistema propio. El más sencillo es repetir periódicamente una misma batería de preguntas en varios asistentes y registrar los resultados.

Para interpretar esos resultados, clasificamos cada página importante en una de tres categorías de impacto:

- **Activo:** la página aparece citada, de forma directa o como recomendación, en las respuestas a las preguntas que le corresponden.
- **Latente:** el modelo usa sus ideas o sus datos sin atribuirlos, o la cita solo en algunos asistentes o en algunas sesiones.
- **Inerte:** la página no aparece ni influye en las respuestas.

El objetivo es mover páginas de inerte a latente y de latente a activo. Complementa este registro con el tráfico de referencia que llega desde los asistentes, visible en tu herramienta de analítica. El módulo [F5 Mantenimiento Evolutivo](/curso/f5) convierte esta medición en una rutina con revisiones semanales, mensuales y trimestrales.`,
      },
    ],
    relatedLinks: [
      { label: 'Comparativa completa SEO y GEO', href: '/metodologia' },
      { label: 'F1: Fundamentos GEO en la metodología', href: '/metodologia#f1' },
      { label: 'F4: Validación Conversacional en la metodología', href: '/metodologia#f4' },
      { label: 'Qué es el GEO', href: '/glosario#geo' },
      { label: 'Casos de aplicación del método', href: '/casos' },
    ],
  },
]
