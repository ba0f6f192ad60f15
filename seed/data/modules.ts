import { f1Guide } from './guides/f1'
import { f2Guide } from './guides/f2'
import { f3Guide } from './guides/f3'
import { f4GuideSections } from './guides/f4'
import { f5GuideSections } from './guides/f5'
import { f6GuideSections } from './guides/f6'
import type { SeedModule } from './types'

// The seven modules of the GEO method (F0 free diagnosis, F1–F6 paid).
// Section bodies use the Markdown subset documented in types.ts.
// Premium sections are only delivered to owners of the module.
export const modules: SeedModule[] = [
  // ---------------------------------------------------------------------------
  // F0 — free diagnosis (hosts the 5-question diagnostic test)
  // ---------------------------------------------------------------------------
  {
    code: 'F0',
    slug: 'f0',
    title: 'Diagnóstico GEO',
    quote: 'Antes de optimizar, mide dónde estás.',
    description:
      'Test gratuito de cinco preguntas para conocer lo preparada que está tu web para los asistentes de IA y saber por qué módulo empezar.',
    color: '#0f766e',
    topics: ['Test de madurez GEO', 'Cómo leer tu resultado', 'Primer paso recomendado'],
    duration: 'PT30M',
    difficulty: 'principiante',
    priceCents: 0,
    free: true,
    comingSoon: false,
    objective:
      'Conocer en pocos minutos el nivel de madurez GEO de tu sitio y recibir una recomendación concreta sobre el siguiente paso.',
    previewSections: [
      {
        anchor: 'que-mide-el-diagnostico',
        title: 'Qué mide el diagnóstico',
        body: `El diagnóstico GEO es un test gratuito de cinco preguntas que evalúa lo preparada que está tu web para ser entendida y citada por asistentes de IA como ChatGPT, Claude, Perplexity, Gemini o Copilot. No necesitas registrarte ni dar una tarjeta: respondes en unos minutos y obtienes el resultado al instante.

Cada pregunta examina un área del método:

- **Validación:** si compruebas qué dicen hoy los asistentes sobre tu marca.
- **Estructura:** si tus contenidos se pueden extraer en fragmentos claros.
- **Autoridad:** si tus textos muestran autoría y fuentes verificables.
- **Técnica:** si los rastreadores de IA pueden acceder a tu sitio e interpretarlo.
- **Mantenimiento:** si revisas y actualizas tus contenidos con regularidad.

Responde pensando en lo que haces de verdad, no en lo que te gustaría hacer: el resultado solo es útil si es honesto.`,
      },
      {
        anchor: 'como-se-calcula',
        title: 'Cómo se calcula tu puntuación',
        body: `Cada pregunta tiene tres respuestas posibles, ordenadas de menor a mayor madurez:

- **Opción A (0 puntos):** todavía no trabajas ese aspecto.
- **Opción B (2 puntos):** lo trabajas de forma parcial o puntual.
- **Opción C (4 puntos):** lo tienes resuelto y forma parte de tu rutina.

La puntuación máxima es de 20 puntos. No hay respuestas correctas ni incorrectas: el test no te examina a ti, sino el estado actual de tu sitio. Si dudas entre dos opciones, elige la más baja; es preferible empezar un paso antes que saltarte una base que luego te frenará.

Puedes repetir el test tantas veces como quieras. Te recomendamos hacerlo ahora y de nuevo cuando termines cada módulo para ver cómo avanzas.`,
      },
      {
        anchor: 'como-leer-el-resultado',
        title: 'Cómo leer tu resultado',
        body: `Tu puntuación te sitúa en uno de cuatro niveles, cada uno con una recomendación concreta:

- **Crítico (0–6 puntos):** los asistentes apenas tienen señales para citarte. Empieza por [F1: Fundamentos GEO](/curso/f1).
- **Básico (7–12 puntos):** tienes una base, pero con huecos en varias áreas. El [curso completo](/checkout?type=complete) te guía en orden.
- **Avanzado (13–16 puntos):** dominas lo esencial. Refuerza la autoridad con [F3](/curso/f3) y la parte técnica con [F6](/curso/f6).
- **Experto (17–20 puntos):** tu web está preparada. Con [F5](/curso/f5) mantendrás la ventaja frente a los cambios de los modelos.

Fíjate también en las preguntas en las que has sumado 0 puntos: son tus prioridades inmediatas, sea cual sea tu nivel global.`,
      },
    ],
    premiumSections: [],
    fullSectionCount: 0,
    courseCode: 'GEO-F0',
    order: 0,
  },

  // ---------------------------------------------------------------------------
  // F1 — Fundamentos GEO
  // ---------------------------------------------------------------------------
  {
    code: 'F1',
    slug: 'f1',
    title: 'Fundamentos GEO',
    quote: 'Si una IA no puede entenderte, no puede citarte.',
    description:
      'Qué es la optimización para motores generativos, en qué se diferencia del SEO y cómo deciden ChatGPT, Claude, Perplexity, Gemini o Copilot qué fuentes citar.',
    color: '#1d4ed8',
    topics: ['Qué es GEO', 'Cómo eligen fuentes los asistentes', 'Auditoría de citabilidad'],
    duration: 'PT2H',
    difficulty: 'principiante',
    priceCents: 1000,
    free: false,
    comingSoon: false,
    objective:
      'Entender cómo los motores generativos seleccionan y citan sus fuentes, y aplicar a tu sitio los fundamentos que lo hacen comprensible y citable.',
    previewSections: [
      {
        anchor: 'que-es-geo',
        title: 'Qué es GEO',
        body: `La **optimización para motores generativos** (GEO, por sus siglas en inglés) es el conjunto de prácticas que hacen que un contenido web sea fácil de encontrar, entender y citar por asistentes de IA como ChatGPT, Claude, Perplexity, Gemini o Copilot.

Cuando alguien hace una pregunta a uno de estos asistentes, no recibe una lista de enlaces, sino una respuesta redactada. Esa respuesta se construye a partir de lo que el modelo aprendió durante su entrenamiento y, cada vez más, de páginas que consulta en ese momento. GEO trabaja para que tu contenido sea una de esas fuentes y para que, cuando se use, se te atribuya con una cita, un enlace o una recomendación.

El objetivo no es engañar al modelo, sino facilitarle el trabajo: respuestas claras, datos verificables y una estructura que se pueda extraer sin perder sentido. Puedes repasar el término en el [glosario](/glosario#geo).`,
      },
      {
        anchor: 'como-eligen-fuentes',
        title: 'Cómo eligen sus fuentes los motores generativos',
        body: `Aunque cada asistente funciona a su manera, la mayoría sigue un proceso parecido cuando necesita información actualizada:

1. **Interpreta la pregunta** y la reformula en una o varias búsquedas.
2. **Recupera candidatos** de un índice web propio o de un buscador asociado.
3. **Selecciona fragmentos** que responden directamente a la pregunta.
4. **Sintetiza una respuesta** y decide qué fuentes mencionar o enlazar.

En cada paso, tu contenido puede quedarse fuera: si un rastreador no puede acceder a la página, si la respuesta está enterrada en párrafos largos o si el texto no deja claro quién lo firma y en qué se basa. Por eso GEO combina redacción, estructura, autoridad y técnica.

En este módulo aprenderás a revisar cada una de esas etapas con tu propio sitio.`,
      },
      {
        anchor: 'geo-y-seo',
        title: 'GEO y SEO: complementarios, no rivales',
        body: `GEO no sustituye al SEO: lo amplía. Muchos asistentes se apoyan en índices de búsqueda para recuperar páginas, así que un sitio rastreable, rápido y bien enlazado sigue siendo la base.

La diferencia está en lo que se optimiza. El SEO tradicional persigue posiciones en una lista de resultados y clics. GEO persigue que tu contenido se use y se atribuya dentro de una respuesta, aunque el usuario no llegue a hacer clic. Eso cambia las prioridades:

- de palabras clave a **preguntas completas**;
- de páginas largas a **fragmentos autocontenidos**;
- de acumular enlaces a **señales de autoridad** verificables;
- de posiciones a **presencia en las respuestas**.

Si ya trabajas el SEO, tienes buena parte del camino hecho. Si no, empezar por GEO te obliga a construir una base que beneficia a ambos.`,
      },
    ],
    premiumSections: [
      {
        anchor: 'anatomia-de-una-respuesta',
        title: 'Anatomía de una respuesta generativa',
        body: `Para optimizar con criterio necesitas saber qué buscas cuando lees la respuesta de un asistente. Distinguimos tres formas en las que un contenido aparece en ella.

### Tres tipos de cita

- **Cita directa:** el asistente enlaza tu página o menciona tu marca como fuente de un dato o una definición. Es la más valiosa y la más fácil de medir.
- **Cita implícita:** el asistente reproduce tu idea, tu estructura o incluso tu terminología, pero sin atribuírtela. Indica que tu contenido influye, aunque todavía no te reconoce.
- **Recomendación:** el asistente sugiere tu producto, servicio o web como opción cuando el usuario pide consejo («¿qué herramienta me recomiendas para…?»).

### Dos orígenes del conocimiento

Un asistente responde combinando dos fuentes:

- **Conocimiento del entrenamiento:** lo que el modelo aprendió de los textos con los que fue entrenado. Solo cambia cuando se publica una nueva versión del modelo y rara vez incluye enlaces.
- **Recuperación en tiempo real:** páginas que el asistente busca y lee al responder, lo que se conoce como [RAG](/glosario#rag) o generación aumentada por recuperación. Aquí es donde aparecen las citas con enlace.

### Qué significa para ti

Las mejoras en tu web pueden reflejarse en pocos días en las respuestas con búsqueda activada, pero tardarán mucho más en llegar al conocimiento interno de los modelos. Por eso en todo el curso trabajamos las dos vías: contenido recuperable hoy y presencia consistente en la web para las próximas versiones.

### Ejercicio

Haz a dos asistentes distintos la misma pregunta sobre tu sector, con la búsqueda activada. Clasifica cada fuente que aparezca como cita directa, implícita o recomendación, y anota qué tienen en común las páginas citadas.`,
      },
      {
        anchor: 'criterios-de-citabilidad',
        title: 'Los siete criterios de citabilidad',
        body: `Un contenido es **citable** cuando un modelo puede extraer de él una afirmación clara, atribuirla a alguien concreto y confiar en que es correcta. En la práctica, lo evaluamos con siete criterios:

1. **Respuesta directa.** La pregunta principal se responde en las dos primeras frases de la sección, sin introducciones.
2. **Definición explícita.** Los conceptos clave se definen con la fórmula «X es…», como en un diccionario.
3. **Datos verificables.** Cada cifra indica su fuente y su fecha. Un dato sin origen es difícil de citar.
4. **Autoría visible.** El texto muestra quién lo firma y por qué sabe del tema.
5. **Estructura extraíble.** Encabezados descriptivos, párrafos cortos, listas y tablas cuando hay pasos o comparaciones.
6. **Accesibilidad técnica.** El contenido está en el HTML que recibe el rastreador, no solo tras ejecutar JavaScript, y no está bloqueado en robots.txt.
7. **Coherencia.** La misma información aparece igual en todas tus páginas y perfiles; las contradicciones restan confianza.

### Cómo puntuar

Puntúa cada criterio de 0 a 2 en tus páginas más importantes: 0 si no se cumple, 1 si se cumple a medias y 2 si se cumple del todo. El máximo es 14 puntos por página.

- **Menos de 8 puntos:** la página necesita una reescritura.
- **Entre 8 y 11 puntos:** bastan ajustes concretos en los criterios más bajos.
- **12 puntos o más:** está lista para validarla con las pruebas del módulo [F4](/curso/f4).

Guarda estas puntuaciones en una hoja de cálculo: serán tu punto de partida para medir el progreso a lo largo del curso. Más información sobre el concepto en el [glosario](/glosario#citabilidad).`,
      },
      {
        anchor: 'auditoria-de-citabilidad',
        title: 'Auditoría de citabilidad en 60 minutos',
        body: `Esta auditoría te da una foto rápida del estado de tu sitio. Necesitas una hoja de cálculo, acceso a tu web y a dos o tres asistentes de IA.

1. **Elige 10 páginas clave (10 minutos).** Las que responden a las preguntas por las que quieres que te citen: servicios, guías, definiciones y fichas de producto.
2. **Escribe la pregunta de cada página (5 minutos).** Formúlala como la haría un usuario a un asistente: «¿Cuánto cuesta…?», «¿Qué diferencia hay entre…?».
3. **Comprueba el acceso técnico (10 minutos).** Abre tu robots.txt y confirma que no bloqueas los rastreadores de búsqueda de los asistentes. Mira el código fuente de cada página: ¿aparece el texto principal sin ejecutar JavaScript?
4. **Puntúa los siete criterios (25 minutos).** Usa la escala de 0 a 2 de la sección anterior para cada página.
5. **Pregunta a los asistentes (10 minutos).** Lanza las preguntas del paso 2 con la búsqueda activada y anota si apareces, quién aparece en tu lugar y con qué tipo de cita.

### Columnas de tu hoja de auditoría

- URL y pregunta objetivo.
- Puntuación de cada criterio y total.
- ¿Te cita algún asistente? Sí o no, y tipo de cita.
- Fuente que aparece en tu lugar.
- Acción prioritaria.

### Cómo elegir tus páginas piloto

Al terminar, ordena las páginas por la distancia entre su importancia para tu negocio y su puntuación. Una página muy importante con 6 puntos es mejor candidata que una secundaria con 4. Las tres primeras de la lista serán tus páginas piloto para la siguiente sección.`,
      },
      {
        anchor: 'reescritura-de-una-pagina',
        title: 'Reescribe tu primera página citable',
        body: `Con la auditoría hecha, toma tu primera página piloto y aplica este patrón de reescritura. Lo ilustramos con una página de una gestoría.

**Antes:** «En nuestra gestoría llevamos más de veinte años ayudando a autónomos. Sabemos que los impuestos pueden ser complicados, por eso ofrecemos un servicio cercano…». La pregunta del usuario, «¿cada cuánto presenta el IVA un autónomo?», no se responde hasta el cuarto párrafo.

**Después:**

- **Encabezado en forma de pregunta:** «¿Cada cuánto tiene que presentar el IVA un autónomo?».
- **Respuesta en la primera frase:** «Con carácter general, un autónomo presenta el IVA cada trimestre con el modelo 303 y una declaración resumen anual con el modelo 390».
- **Matices y fuente:** qué casos son excepciones, con enlace a la fuente oficial y fecha de la última revisión.
- **Ejemplo concreto:** los plazos del trimestre en curso.
- **Autoría:** nombre del asesor, su especialidad y un enlace a su perfil.

### Reglas del patrón

1. Un encabezado, una pregunta.
2. Respuesta completa en 40–60 palabras justo debajo.
3. Desarrollo con listas o pasos numerados.
4. Cada dato, con su fuente y su fecha.
5. Nada de referencias como «como decíamos arriba»: cada sección debe entenderse sola.

La presentación de la gestoría y sus llamadas a la acción no desaparecen: pasan a un lugar secundario, después de la respuesta.

Conserva la versión anterior para poder compararla. En el módulo [F4](/curso/f4) aprenderás a medir si la nueva versión aparece más en las respuestas de los asistentes.`,
      },
      {
        anchor: 'plan-de-30-dias',
        title: 'Plan de 30 días y errores frecuentes',
        body: `Cierra el módulo con un plan realista. Con una o dos horas por semana es suficiente para empezar.

### Semana a semana

1. **Semana 1:** auditoría de citabilidad y elección de tres páginas piloto.
2. **Semana 2:** reescritura de las páginas piloto con el patrón de respuesta directa.
3. **Semana 3:** revisión técnica básica (robots.txt, sitemap actualizado y texto visible sin JavaScript) y solicitud de reindexación de las páginas modificadas.
4. **Semana 4:** nueva ronda de preguntas a los asistentes y comparación con la auditoría inicial.

No esperes resultados uniformes: las respuestas con búsqueda activada pueden cambiar en días; otras tardan semanas o meses.

### Errores frecuentes

- **Escribir para el modelo y no para las personas.** Los asistentes premian la misma claridad que agradece el lector.
- **Rellenar con palabras clave.** Repetir términos no mejora la comprensión; definir bien los conceptos, sí.
- **Esconder la respuesta** detrás de introducciones de marca o llamadas a la acción.
- **Bloquear rastreadores sin saberlo**, por una regla genérica en robots.txt o por el cortafuegos.
- **Medir una sola vez.** Las respuestas varían; necesitas varias pruebas para sacar conclusiones.
- **Prometer resultados garantizados.** Nadie controla qué cita un asistente; tú controlas lo citable que es tu contenido.

### Siguiente paso

Con los fundamentos asentados, el módulo [F2: Contexto Semántico](/curso/f2) te enseña a organizar todo tu contenido alrededor de las preguntas reales de tus usuarios.`,
      },
      ...f1Guide,
    ],
    fullSectionCount: 15,
    courseCode: 'GEO-F1',
    guideTitle: 'Guía completa del módulo F1: Fundamentos GEO',
    guideDescription:
      'Cómo eligen sus fuentes los asistentes de IA, los siete criterios de citabilidad y un plan de 30 días para publicar tu primera página citable.',
    order: 1,
  },

  // ---------------------------------------------------------------------------
  // F2 — Contexto Semántico
  // ---------------------------------------------------------------------------
  {
    code: 'F2',
    slug: 'f2',
    title: 'Contexto Semántico',
    quote: 'Escribe para la pregunta, no para la palabra clave.',
    description:
      'Cómo organizar tus contenidos para que un modelo de lenguaje entienda de qué hablas, para quién y en qué contexto, con fragmentos que pueda extraer y citar sin perder el sentido.',
    color: '#6d28d9',
    topics: ['Intención conversacional', 'Formato fragmentable', 'Entidades y terminología'],
    duration: 'PT3H',
    difficulty: 'principiante',
    priceCents: 1000,
    free: false,
    comingSoon: false,
    objective:
      'Dar a cada contenido un contexto inequívoco (qué pregunta responde, para quién y cómo se relaciona con el resto del sitio) para que los modelos lo recuperen y lo citen correctamente.',
    previewSections: [
      {
        anchor: 'objetivo',
        title: 'Objetivo del módulo',
        body: `El objetivo de este módulo es que tus contenidos transmitan un contexto inequívoco: de qué tratan, a qué pregunta responden, para quién están escritos y cómo se relacionan con el resto de tu sitio. Un modelo de lenguaje no lee tu web de principio a fin; recupera fragmentos y los combina. Si cada fragmento lleva consigo su propio contexto, es mucho más probable que se use correctamente y que se te atribuya.

Trabajaremos con cuatro principios que se refuerzan entre sí: **intención conversacional**, **claridad semántica**, **formato fragmentable** y **enriquecimiento del contenido**.

Al terminar tendrás un mapa de preguntas de tu tema, plantillas de página reutilizables y una lista de verificación para revisar cualquier contenido antes de publicarlo.`,
      },
      {
        anchor: 'intencion-conversacional',
        title: 'Principio 1: intención conversacional',
        body: `Los usuarios no hablan con un asistente como escriben en un buscador. En lugar de «precio placas solares», preguntan «¿me compensa instalar placas solares en un piso en Madrid si pago 60 euros de luz al mes?». Las preguntas son más largas, incluyen su situación y esperan una respuesta razonada.

Trabajar la [intención conversacional](/glosario#intencion-conversacional) significa diseñar tus contenidos a partir de esas preguntas completas:

- identificar qué quiere resolver la persona, no solo qué términos usa;
- cubrir las variantes de contexto más habituales: presupuesto, ubicación, nivel de experiencia;
- anticipar la pregunta siguiente que haría en la conversación.

Un contenido alineado con la intención conversacional responde exactamente a lo que se pregunta y da los elementos necesarios para decidir.`,
      },
      {
        anchor: 'claridad-semantica',
        title: 'Principio 2: claridad semántica',
        body: `La claridad semántica consiste en que cada término signifique siempre lo mismo y cada afirmación se entienda sin ambigüedad. Los modelos relacionan conceptos, o *entidades*, a partir de cómo aparecen en los textos; si tu web llama a lo mismo de tres maneras distintas, les obligas a adivinar.

En la práctica:

- define los conceptos clave la primera vez que aparecen, con la fórmula «X es…»;
- usa siempre el mismo nombre para tus productos, servicios y metodologías;
- evita pronombres y referencias vagas («esto», «lo anterior») al comienzo de las secciones;
- sustituye adjetivos vacíos («líder», «innovador») por hechos concretos.

La claridad semántica no empobrece el estilo: lo hace preciso. Y un texto preciso es más fácil de citar literalmente.`,
      },
      {
        anchor: 'formato-fragmentable',
        title: 'Principio 3: formato fragmentable',
        body: `Los sistemas que alimentan a los asistentes dividen las páginas en fragmentos antes de elegir cuáles usar. Un formato fragmentable garantiza que cada uno de esos trozos sea útil por sí mismo.

Las claves:

- **una idea por sección**, con un encabezado que la describa o la formule como pregunta;
- **la respuesta primero**, y después el desarrollo;
- **párrafos breves**, de dos a cuatro frases;
- **listas y pasos numerados** para procesos, requisitos y comparaciones;
- **secciones autocontenidas**, que se entiendan sin leer las anteriores.

Piensa en cada sección como en una ficha que alguien podría recortar y pegar en otra parte. Si sigue teniendo sentido fuera de tu página, es fragmentable. El [glosario](/glosario#fragmentabilidad) resume este concepto.`,
      },
      {
        anchor: 'enriquecimiento-del-contenido',
        title: 'Principio 4: enriquecimiento del contenido',
        body: `Enriquecer un contenido es añadirle lo que lo hace más útil y más fiable que las alternativas: datos, ejemplos, fuentes y contexto. Cuando varias páginas dicen lo mismo, el asistente tiende a preferir la que aporta algo verificable.

Formas de enriquecer una página:

- **datos con fuente y fecha**, propios o de organismos de referencia;
- **ejemplos concretos** aplicados a casos reales de tu sector;
- **comparativas** con criterios explícitos;
- **preguntas frecuentes** que cubren dudas relacionadas;
- **datos estructurados** que describen el tipo de contenido: artículo, preguntas frecuentes o guía paso a paso.

Enriquecer no consiste en alargar el texto, sino en aumentar la información útil de cada párrafo.`,
      },
    ],
    premiumSections: [
      {
        anchor: 'mapa-de-preguntas',
        title: 'Construye el mapa de preguntas de tu tema',
        body: `El mapa de preguntas es el inventario de lo que tu público pregunta sobre tu tema, ordenado por intención. Es la base de todo el trabajo de contexto semántico.

### Dónde encontrar las preguntas

- **Tu propio equipo:** correos de clientes, consultas de soporte y preguntas que surgen en las llamadas comerciales.
- **Buscadores:** sugerencias de autocompletado y bloques de preguntas relacionadas en las páginas de resultados.
- **Comunidades:** foros, grupos y comentarios en redes de tu sector.
- **Los propios asistentes:** pídeles «¿Qué preguntas se hace alguien que está valorando contratar [TU SERVICIO]?» y contrasta las respuestas con tu experiencia.

### Cómo clasificarlas

Asigna cada pregunta a uno de estos cuatro tipos de intención:

1. **Definición:** «¿Qué es…?», «¿Para qué sirve…?».
2. **Comparación:** «¿Qué diferencia hay entre…?», «¿Es mejor X o Y?».
3. **Procedimiento:** «¿Cómo se hace…?», «¿Qué pasos hay que seguir para…?».
4. **Decisión:** «¿Me compensa…?», «¿Qué me recomiendas si…?».

### Del mapa a la arquitectura

Para cada grupo de preguntas decide si merece una página propia o una sección dentro de otra. Como regla práctica: una página por tema principal y una sección por pregunta concreta. Anota en el mapa qué URL responde a cada pregunta; las preguntas sin URL son tus huecos de contenido.

### Resultado esperado

Entre 30 y 50 preguntas clasificadas para tu tema principal, cada una con su tipo de intención, la URL que la responde (o «hueco») y una prioridad de alta, media o baja según su valor para tu negocio.`,
      },
      {
        anchor: 'entidades-y-terminologia',
        title: 'Entidades, terminología y glosario interno',
        body: `Una **entidad** es algo identificable de forma única: una persona, una empresa, un producto, un lugar o un concepto. Los modelos de lenguaje organizan su conocimiento alrededor de entidades y de las relaciones entre ellas. Cuanto más claras sean las tuyas, mejor te situarán.

### Paso 1: lista tus entidades

Anota tu marca, tus productos o servicios, las personas que firman, tus metodologías propias y los conceptos técnicos clave de tu sector.

### Paso 2: fija un nombre canónico

Para cada entidad, elige una denominación y úsala siempre. Si tu servicio se llama «Auditoría GEO Express», no alternes con «revisión rápida» o «chequeo IA». Los sinónimos pueden aparecer como aclaración («también conocida como…»), nunca como sustitutos.

### Paso 3: define y relaciona

Escribe una definición de una o dos frases para cada entidad y explicita sus relaciones: quién la creó, para qué sirve y en qué se diferencia de conceptos parecidos. Por ejemplo: «La citabilidad es la probabilidad de que un asistente de IA use y atribuya un contenido. Se diferencia del posicionamiento en que no depende de un ranking, sino de que el fragmento se pueda extraer y atribuir».

### Paso 4: crea un glosario

Reúne las definiciones en un glosario publicado en tu web, con un ancla por término, y enlázalo desde la primera mención en cada página. Es lo que hacemos en nuestro [glosario](/glosario#citabilidad).

### Desambiguación

Si tu marca comparte nombre con otra cosa, añade contexto en las primeras líneas de tus páginas principales: sector, ubicación y qué haces exactamente.`,
      },
      {
        anchor: 'bloques-autocontenidos',
        title: 'Diseño de bloques autocontenidos',
        body: `Un bloque autocontenido es una sección que responde a una pregunta completa sin depender del resto de la página. Es la unidad básica del formato fragmentable.

### Estructura recomendada

1. **Encabezado descriptivo**, idealmente la pregunta tal como la formula el usuario.
2. **Respuesta directa** en una o dos frases que nombren el sujeto: no «Depende de varios factores», sino «El coste de una auditoría GEO depende del número de páginas y de…».
3. **Desarrollo** con los matices, en párrafos breves o listas.
4. **Ejemplo o dato** que ancle la explicación.
5. **Enlace** a la página que profundiza, con un texto que describa el destino.

### Longitud orientativa

Entre 100 y 300 palabras por bloque suele funcionar bien: suficiente para dar contexto y lo bastante breve para recuperarse entero. No es una regla rígida; es preferible un bloque completo de 80 palabras que uno de 300 con relleno.

### Señales de alarma

- La sección empieza con «Además», «Por otro lado» o «Como hemos visto».
- El sujeto de la primera frase es un pronombre.
- La respuesta aparece después de una anécdota.
- Un mismo bloque responde a dos preguntas distintas.

### Ejercicio

Toma una página larga de tu web y divídela en bloques. Copia cada fragmento por separado en un documento en blanco y pregúntate: ¿alguien que lea solo esto entiende de qué se habla, quién lo dice y qué tiene que hacer? Si la respuesta es no, reescribe la primera frase y vuelve a probar.`,
      },
      {
        anchor: 'plantillas-de-pagina',
        title: 'Plantillas de página para cada intención',
        body: `Cada tipo de intención de tu mapa de preguntas pide una estructura diferente. Estas cuatro plantillas cubren la mayoría de los casos.

### Página de definición

- Definición en la primera frase («X es…»).
- Para qué sirve y a quién afecta.
- Cómo funciona, en tres a cinco puntos.
- Ejemplo práctico.
- Conceptos relacionados, con enlace.

### Página comparativa

- Conclusión primero: cuándo conviene cada opción.
- Criterios de comparación explícitos: precio, dificultad, resultados, requisitos.
- Una tabla con los criterios en filas y las opciones en columnas.
- Casos en los que la recomendación cambia.

### Guía paso a paso

- Resultado que se obtiene y tiempo necesario.
- Requisitos previos.
- Pasos numerados, cada uno con un verbo de acción.
- Errores habituales y cómo resolverlos.
- Datos estructurados de tipo HowTo, si procede.

### Página de decisión

- Recomendación resumida por perfiles: «Si eres…, te conviene…».
- Factores que influyen en la decisión.
- Escenarios con ejemplos concretos.
- Siguiente paso claro.

### Elementos comunes

Todas las plantillas incluyen autor, fecha de actualización, fuentes y una sección breve de preguntas frecuentes con dos a cinco preguntas relacionadas. Guarda las plantillas en tu gestor de contenidos o en un documento compartido para que todo el equipo escriba igual y cada página nueva nazca con la estructura correcta.`,
      },
      {
        anchor: 'enriquecimiento-y-datos-estructurados',
        title: 'Enriquecimiento práctico y datos estructurados',
        body: `El enriquecimiento tiene dos capas: la que ve el lector (datos, ejemplos, fuentes) y la que leen las máquinas (datos estructurados).

### Capa visible

- **Datos con fuente:** cita al organismo o estudio original, con el año, y enlaza a la fuente primaria, no a un blog que la cita.
- **Datos propios:** resultados de tus proyectos, encuestas a tus clientes o pruebas que hayas hecho, explicando cómo los obtuviste.
- **Ejemplos situados:** en lugar de «por ejemplo, una empresa», escribe «una clínica dental con dos sedes».
- **Fecha de actualización visible** al principio o al final del contenido.

### Capa estructurada

Los datos estructurados en formato JSON-LD, con el vocabulario de [schema.org](/glosario#schema-org), describen de forma explícita qué contiene la página. Los tipos más útiles para este módulo:

- **Article** o **BlogPosting**, con author, datePublished y dateModified.
- **FAQPage** para bloques de preguntas frecuentes.
- **HowTo** para guías paso a paso.
- **DefinedTerm** para entradas de glosario.
- **BreadcrumbList** para indicar dónde se sitúa la página.

Los datos estructurados deben reflejar exactamente lo que se ve en la página: marcar preguntas que no aparecen o valoraciones inventadas es una mala práctica que puede perjudicarte. En el módulo [F6](/curso/f6) profundizamos en su implementación y validación.

### Regla de densidad

Revisa cada párrafo y pregúntate qué aporta que no esté ya en otras diez páginas sobre el tema. Si la respuesta es «nada», enriquécelo con un dato, un ejemplo o una experiencia propia, o elimínalo.`,
      },
      {
        anchor: 'lista-de-verificacion',
        title: 'Lista de verificación de contexto semántico',
        body: `Usa esta lista antes de publicar o actualizar cualquier contenido. Cada punto se responde con sí o no.

### Intención conversacional

- ¿La página responde a una pregunta concreta de tu mapa de preguntas?
- ¿Cubre las variantes de contexto más habituales?
- ¿Anticipa la pregunta siguiente y enlaza a su respuesta?

### Claridad semántica

- ¿Los conceptos clave se definen en su primera aparición?
- ¿Se usan los nombres canónicos de tus entidades?
- ¿Las afirmaciones son concretas, sin adjetivos vacíos?

### Formato fragmentable

- ¿Cada sección trata una sola idea, con un encabezado descriptivo?
- ¿La respuesta aparece en las dos primeras frases?
- ¿Cada sección se entiende leída de forma aislada?
- ¿Los procesos y las comparaciones están en listas o tablas?

### Enriquecimiento

- ¿Cada dato tiene fuente y fecha?
- ¿Hay al menos un ejemplo concreto?
- ¿Se muestran el autor y la fecha de actualización?
- ¿Los datos estructurados coinciden con el contenido visible?

### Ejercicio final del módulo

1. Elige el tema principal de tu negocio.
2. Completa su mapa de preguntas con al menos 30 preguntas.
3. Asigna cada pregunta a una página o sección existente, o márcala como hueco.
4. Reescribe una página con la plantilla adecuada y pásale esta lista.
5. Repite las preguntas a los asistentes, como en el módulo [F1](/curso/f1), y compara.

Cuando tus páginas principales superen la lista completa, estarás preparado para trabajar la autoridad en [F3: Autoridad Generativa](/curso/f3).`,
      },
      ...f2Guide,
    ],
    fullSectionCount: 16,
    courseCode: 'GEO-F2',
    guideTitle: 'Guía completa del módulo F2: Contexto Semántico',
    guideDescription:
      'Mapa de preguntas, entidades, bloques autocontenidos y plantillas de página para que los modelos entiendan tu contenido y lo citen sin perder el contexto.',
    order: 2,
  },

  // ---------------------------------------------------------------------------
  // F3 — Autoridad Generativa
  // ---------------------------------------------------------------------------
  {
    code: 'F3',
    slug: 'f3',
    title: 'Autoridad Generativa',
    quote: 'Los asistentes citan a quien demuestra, no a quien presume.',
    description:
      'Las señales que llevan a un asistente de IA a considerar tu contenido una fuente fiable: citas externas, coherencia de marca y estilo experto, con una lista de verificación de más de 15 señales.',
    color: '#b45309',
    topics: ['Señales de autoridad', 'Coherencia de marca', 'Firma y estilo experto'],
    duration: 'PT4H',
    difficulty: 'intermedio',
    priceCents: 1000,
    free: false,
    comingSoon: false,
    objective:
      'Construir y hacer visibles, dentro y fuera de tu web, las señales de autoridad que llevan a los asistentes de IA a elegir tu contenido como fuente.',
    previewSections: [
      {
        anchor: 'objetivo',
        title: 'Objetivo del módulo',
        body: `Un asistente de IA no cita cualquier fuente que responda a la pregunta: tiende a elegir las que parecen más fiables. Este módulo te enseña a construir y hacer visibles las señales que transmiten esa fiabilidad, tanto dentro de tu web como fuera de ella.

Al terminar sabrás qué señales de [autoridad generativa](/glosario#autoridad-generativa) pesan en las respuestas, cómo auditar las tuyas con una lista de verificación de más de 15 puntos y cómo diseñar un plan para reforzar las más débiles.

No se trata de aparentar autoridad, sino de demostrar con hechos verificables la experiencia que ya tienes.`,
      },
      {
        anchor: 'senales-de-autoridad',
        title: 'Tres señales de autoridad para empezar',
        body: `Entre todas las señales que trabajamos en el módulo, estas tres son el punto de partida:

Tabla: Señales de autoridad: en qué consisten y por qué pesan
| Señal | En qué consiste | Por qué pesa |
| --- | --- | --- |
| **Citas externas** | Otros sitios fiables de tu sector te mencionan o te enlazan como referencia. | Para un modelo, lo que otros dicen de ti pesa más que lo que dices de ti mismo. |
| **Coherencia de marca** | Tu nombre, tu descripción y tus datos son los mismos en tu web, en tus perfiles y en los directorios donde apareces. | Ayuda al modelo a identificarte como una única entidad. |
| **Estilo experto** | Tus textos usan terminología precisa, aportan datos con fuente, reconocen matices y límites, y los firman personas con experiencia demostrable. | El modelo prefiere fragmentos que puede respaldar: autoría clara y datos verificables. |

La versión completa del módulo incluye la tabla de más de 15 señales de autoridad, con criterios para evaluar cada una, un prompt listo para usar y una lista de herramientas.`,
      },
    ],
    premiumSections: [
      {
        anchor: 'como-se-infiere-la-autoridad',
        title: 'Cómo infieren la autoridad los asistentes',
        body: `Los asistentes de IA no publican una puntuación de autoridad que puedas consultar. Su confianza en una fuente es el resultado de varios mecanismos que actúan a la vez, y conviene entenderlos para no trabajar a ciegas.

### En el entrenamiento

Durante el entrenamiento, el modelo ve tu marca o tu nombre en muchos contextos. Cuanto más a menudo aparezcas asociado a un tema en fuentes diversas y de calidad, más sólida será esa asociación. Una marca que solo aparece en su propia web apenas deja huella.

### En la recuperación

Cuando el asistente busca en tiempo real, hereda en parte los criterios del buscador que usa: relevancia, calidad percibida, enlaces y señales de confianza. Después, el modelo elige qué fragmentos usar y tiende a preferir los que son claros, concretos y están bien respaldados.

### En la síntesis

Al redactar la respuesta, el modelo intenta evitar afirmaciones que no pueda sostener. Favorece fragmentos con autoría clara, datos con fuente y un tono que distingue los hechos de las opiniones.

### Consecuencias prácticas

- La autoridad se construye **dentro y fuera** de tu web; ninguna de las dos basta por sí sola.
- La **coherencia** entre fuentes importa tanto como el número de menciones.
- La autoridad es **temática**: puedes ser una referencia en un tema y un desconocido en otro, así que concentra tus esfuerzos.
- Los efectos en el conocimiento interno de los modelos son **lentos**; en la recuperación, más rápidos.

Con este marco, la lista de verificación de la siguiente sección te ayudará a decidir dónde invertir primero.`,
      },
      {
        anchor: 'lista-de-senales',
        title: 'Lista de verificación: 17 señales de autoridad',
        body: `Revisa cada señal y márcala como cumplida, parcial o pendiente. Las pendientes de mayor impacto serán tu plan de trabajo.

### Autoría y experiencia

1. Cada contenido está firmado por una persona real, con nombre y apellidos.
2. Cada autor tiene una página con biografía, trayectoria y enlaces a perfiles verificables.
3. Las páginas de autor incluyen datos estructurados Person con la propiedad sameAs.
4. Los contenidos muestran experiencia de primera mano: casos, capturas, pruebas o datos propios.

### Calidad del contenido

5. Las definiciones clave son precisas y se repiten igual en todo el sitio.
6. Las afirmaciones relevantes citan y enlazan fuentes primarias.
7. Publicas datos originales y explicas cómo los obtuviste.
8. Las fechas de publicación y actualización son visibles y reales.
9. El estilo es experto: concreto, con matices y reconociendo límites.

### Reputación externa

10. Medios o publicaciones de tu sector te mencionan como referencia.
11. Recibes enlaces de sitios temáticos fiables, no de redes de enlaces.
12. Apareces en directorios, asociaciones profesionales o bases de conocimiento pertinentes.
13. Participas con el mismo nombre en comunidades, eventos o podcasts del sector.

### Coherencia de marca

14. Nombre, descripción y datos de contacto son idénticos en la web, los perfiles y las fichas.
15. Tu sitio publica datos estructurados Organization con logotipo, contacto y sameAs.
16. Usas tu terminología propia de forma constante en todos los canales.

### Transparencia

17. Tienes páginas de quiénes somos, contacto, política editorial y corrección de errores.

### Cómo priorizar

Empieza por las señales que dependen solo de ti (1–9 y 14–17), que se resuelven en semanas. Las de reputación externa (10–13) requieren meses de constancia, así que conviene ponerlas en marcha cuanto antes, en paralelo.`,
      },
      {
        anchor: 'firma-experta',
        title: 'Firma experta y perfiles de autor',
        body: `Un texto anónimo obliga al modelo a confiar solo en el contenido. Un texto firmado por alguien con una trayectoria comprobable añade una segunda capa de confianza. La firma experta verificable multiplica la probabilidad de cita. La clave está en la palabra *verificable*: no basta con poner un nombre; el modelo y el lector deben poder comprobar quién es esa persona.

### Qué debe incluir la firma

- Nombre y apellidos, sin seudónimos.
- Cargo o especialidad relacionada con el tema del texto.
- Enlace a una página de autor dentro de tu web.
- Si procede, un revisor experto («Revisado por…»), con su propia página.

### Qué debe incluir la página de autor

1. Biografía breve centrada en la experiencia relevante: años en el sector, tipo de proyectos y formación.
2. Temas sobre los que escribe, coherentes con lo que firma.
3. Enlaces a perfiles externos donde se pueda comprobar esa trayectoria: perfil profesional, colegio o asociación, publicaciones y ponencias.
4. Lista de sus contenidos en tu sitio.
5. Datos estructurados Person con name, jobTitle, worksFor, knowsAbout y sameAs apuntando a esos perfiles externos.

### Buenas prácticas

- **Una persona, un nombre.** Usa exactamente la misma forma del nombre en la firma, en los perfiles y en las colaboraciones externas.
- **Especialización visible.** Es preferible que cada autor firme en sus temas a repartir firmas al azar.
- **Nada de autores inventados.** Crear perfiles ficticios es engañoso y, si se descubre, destruye la confianza que intentas construir.
- **IA como herramienta, personas como responsables.** Si usas IA para redactar, firma quien revisa el contenido y responde de él.

### Ejercicio

Elige tus cinco páginas más importantes y comprueba si un desconocido podría verificar en dos minutos quién las firma y por qué sabe del tema.`,
      },
      {
        anchor: 'citas-externas',
        title: 'Cómo conseguir citas externas de calidad',
        body: `Las citas externas son menciones y enlaces a tu marca o a tu contenido desde sitios que no controlas. No se compran: se ganan ofreciendo algo que otros quieran citar.

### Activos citables

Antes de salir a buscar menciones, crea algo que merezca ser mencionado:

- **Datos originales:** una encuesta a tus clientes, un análisis de tus propios proyectos o un estudio de precios del sector, con la metodología explicada.
- **Definiciones de referencia:** la mejor explicación disponible de un concepto de tu nicho.
- **Herramientas y plantillas:** calculadoras, listas de verificación o modelos descargables.
- **Guías completas** que resuelvan un problema de principio a fin.

### Canales de difusión

1. **Prensa especializada:** ofrece tus datos con una nota breve y un portavoz disponible.
2. **Colaboraciones:** artículos invitados, entrevistas y podcasts del sector, siempre con el mismo nombre de autor.
3. **Comunidades:** responde con criterio en foros y grupos profesionales, y enlaza solo cuando aporte.
4. **Eventos:** ponencias y mesas redondas, que suelen generar reseñas y enlaces.
5. **Asociaciones y directorios profesionales** relevantes para tu actividad.

### Sobre Wikipedia

Las fuentes enciclopédicas pesan mucho para los modelos, pero Wikipedia tiene normas estrictas de relevancia y neutralidad. No crees ni edites artículos sobre tu propia empresa: es un conflicto de intereses. Si ya existe una entrada con errores, propón las correcciones documentadas en su página de discusión.

### Qué evitar

- Compra de enlaces y redes de blogs.
- Notas de prensa sin una noticia real.
- Menciones en sitios sin relación con tu tema.

Registra cada mención conseguida con su fecha, el sitio y el tema: te servirá para relacionarla con los cambios en las respuestas de los asistentes.`,
      },
      {
        anchor: 'coherencia-de-marca',
        title: 'Coherencia de marca en toda la red',
        body: `Para un modelo de lenguaje, tu marca es la suma de todo lo que se dice de ella. Si tu web dice que eres una «consultora de marketing digital», tu perfil profesional dice «agencia creativa» y un directorio te sitúa en otra ciudad, el modelo recibe señales contradictorias y tendrá menos seguridad al recomendarte.

### Crea tu ficha de identidad

Redacta un documento interno con los datos canónicos de tu marca:

- Nombre exacto, con o sin forma jurídica (decide una y mantenla).
- Descripción de una frase y descripción de un párrafo.
- Categoría o sector principal.
- Año de fundación, ubicación y ámbito de servicio.
- Personas clave y sus cargos.
- Productos o servicios con su nombre canónico.
- URL oficial y perfiles oficiales.

### Audita tu huella

1. Busca tu marca en buscadores y en varios asistentes de IA, y anota cómo te describen.
2. Revisa tus perfiles sociales, fichas de empresa, directorios y colaboraciones.
3. Marca cada discrepancia con los datos canónicos.
4. Corrige primero lo que controlas directamente y solicita la corrección del resto.

### Refuerzo técnico

Publica en tu página principal datos estructurados Organization con name, description, url, logo, contactPoint y sameAs enlazando a tus perfiles oficiales. La propiedad sameAs ayuda a conectar todas esas presencias como una misma entidad.

### Coherencia en el mensaje

La coherencia no es solo de datos, también de temas. Si quieres que te asocien con un tema, trátalo de forma constante en tu web, en tus perfiles y en tus colaboraciones externas.

Repite esta auditoría cada seis meses y después de cualquier cambio de nombre, dirección o posicionamiento.`,
      },
      {
        anchor: 'prompt-estrategias',
        title: 'Prompt listo para usar: tu plan de autoridad',
        body: `Este prompt te ayuda a obtener de un asistente de IA entre 3 y 5 estrategias de autoridad adaptadas a tu caso. Copia el texto, sustituye lo que aparece entre corchetes y pégalo en ChatGPT, Claude, Gemini, Perplexity o Copilot.

### El prompt

*Actúa como consultor experto en optimización para motores generativos (GEO). Mi organización es [NOMBRE] y se dedica a [ACTIVIDAD] para [PÚBLICO] en [ÁMBITO GEOGRÁFICO]. Quiero que los asistentes de IA nos citen como fuente de referencia sobre [TEMA PRINCIPAL].*

*Situación actual: autores que firman, [QUIÉNES]; menciones externas conocidas, [LISTA]; datos propios disponibles, [LISTA]; tiempo disponible, [HORAS POR SEMANA].*

*Propón entre 3 y 5 estrategias para reforzar nuestras señales de autoridad: citas externas, coherencia de marca y estilo experto. Para cada estrategia indica el objetivo, las acciones concretas, el esfuerzo (bajo, medio o alto), el plazo en que puede notarse, cómo medir el avance y los riesgos. Ordénalas por la relación entre impacto y esfuerzo. No propongas compra de enlaces, reseñas falsas ni perfiles inventados. Si te falta información, hazme antes un máximo de tres preguntas.*

### Cómo sacarle partido

- **Da contexto real.** Cuanto más concreta sea la situación actual, más útiles serán las estrategias.
- **Compara asistentes.** Lanza el mismo prompt en dos asistentes y quédate con las ideas que coinciden o que mejor encajan con tus recursos.
- **Contrasta con la lista de verificación.** Cada estrategia debería mejorar al menos una de las 17 señales.
- **Baja al detalle.** Cuando elijas una estrategia, continúa con: «Convierte la estrategia [NÚMERO] en un plan de 8 semanas con tareas semanales».

El asistente no conoce tu mercado mejor que tú: trata sus respuestas como un borrador de trabajo, no como un diagnóstico.`,
      },
      {
        anchor: 'herramientas',
        title: 'Herramientas y plan de implantación',
        body: `Estas herramientas cubren las tareas del módulo. La mayoría tiene una versión gratuita suficiente para empezar.

### Datos estructurados e indexación

- **Schema Markup Validator:** comprueba que tus marcados Person y Organization son correctos.
- **Prueba de resultados enriquecidos de Google:** verifica qué marcados reconoce Google.
- **Google Search Console y Bing Webmaster Tools:** rendimiento, indexación y enlaces que apuntan a tu sitio.

### Menciones y enlaces

- **Alertas de Google:** avisos cuando aparecen tu marca o el nombre de tus autores.
- **Herramientas de análisis de enlaces** como Ahrefs, Semrush o Moz: quién te enlaza y quién enlaza a tus competidores.
- **Herramientas de escucha social** para seguir menciones en redes y foros.

### Entidades y conocimiento público

- **Wikidata:** consulta si tu organización o tus autores existen como entidad y con qué datos.
- **Los propios asistentes de IA:** pregunta «¿Qué sabes de [MARCA]?» y «¿Quién es [AUTOR]?» para ver cómo te describen.

### Plan de implantación en cuatro semanas

1. **Semana 1:** lista de verificación de las 17 señales y ficha de identidad de marca.
2. **Semana 2:** firmas, páginas de autor y datos estructurados Person y Organization.
3. **Semana 3:** corrección de incoherencias en perfiles y directorios; elección de un activo citable.
4. **Semana 4:** prompt de estrategias, selección de dos estrategias y calendario de difusión.

A partir de ahí, reserva un bloque fijo cada semana para la reputación externa. Cuando tengas los cambios implantados, pasa al módulo [F4: Validación Conversacional](/curso/f4) para medir si se traducen en más citas.`,
      },
      ...f3Guide,
    ],
    fullSectionCount: 17,
    rating: 4.9,
    reviewCount: 60,
    courseCode: 'GEO-F3',
    guideTitle: 'Guía completa del módulo F3: Autoridad Generativa',
    guideDescription:
      'Lista de verificación de 17 señales de autoridad, guía de firma experta, prompt de estrategias y herramientas para que los asistentes de IA te reconozcan como fuente fiable.',
    order: 3,
  },

  // ---------------------------------------------------------------------------
  // F4 — Validación Conversacional
  // ---------------------------------------------------------------------------
  {
    code: 'F4',
    slug: 'f4',
    title: 'Validación Conversacional',
    quote: 'Lo que no preguntas a la IA, no lo puedes mejorar.',
    description:
      'Un método para comprobar si los asistentes de IA te citan: baterías de prompts, medición de la cuota de respuesta y un calendario de validación semanal, mensual y trimestral.',
    color: '#be123c',
    topics: ['Baterías de prompts', 'Cuota de respuesta', 'Calendario de validación'],
    duration: 'PT3H',
    difficulty: 'intermedio',
    priceCents: 1000,
    free: false,
    comingSoon: false,
    objective:
      'Medir con datos, y no con impresiones, si los asistentes de IA te citan, cómo lo hacen y cómo evoluciona tu presencia en sus respuestas.',
    previewSections: [
      {
        anchor: 'objetivo',
        title: 'Objetivo del módulo',
        body: `Optimizar sin medir es trabajar a ciegas. El objetivo de este módulo es que sepas, con datos y no con impresiones, si los asistentes de IA te citan, cómo lo hacen y cómo evoluciona tu presencia con el tiempo.

Aprenderás a diseñar baterías de prompts que representen las preguntas reales de tu público, a lanzarlas con un protocolo reproducible en ChatGPT, Claude, Perplexity, Gemini y Copilot, y a calcular tu **cuota de respuesta**: la proporción de respuestas en las que apareces.

También montarás un calendario de validación semanal, mensual y trimestral, y aprenderás a convertir cada resultado en una acción concreta sobre tu contenido. Al terminar tendrás un sistema de seguimiento sencillo que puedes mantener con una hoja de cálculo.`,
      },
    ],
    premiumSections: [
      {
        anchor: 'principios-de-la-validacion',
        title: 'Principios de la validación conversacional',
        body: `Las respuestas de un asistente no son fijas como una página de resultados. Antes de medir, conviene aceptar cuatro realidades y diseñar el método en torno a ellas.

### 1. Las respuestas varían

La misma pregunta puede generar respuestas distintas en dos intentos seguidos. Por eso nunca sacamos conclusiones de una sola prueba: repetimos cada prompt varias veces y trabajamos con proporciones.

### 2. El contexto influye

La memoria del asistente, las conversaciones anteriores, el idioma, la ubicación y la cuenta con la que inicias sesión pueden alterar la respuesta. Las pruebas deben hacerse en condiciones lo más neutras posible: conversación nueva, sin memoria personalizada y sin mencionar tu marca salvo que la pregunta lo requiera.

### 3. Hay distintos modos

Un mismo asistente puede responder buscando en la web o solo con su conocimiento interno. Son dos mediciones distintas: la primera refleja tu contenido actual; la segunda, la huella que has dejado en el entrenamiento. Anota siempre en qué modo se hizo cada prueba.

### 4. Los modelos cambian

Los proveedores actualizan sus modelos con frecuencia. Un cambio brusco en tus resultados puede deberse a una nueva versión y no a tu contenido. Registra la versión o la fecha de cada prueba para poder distinguirlo.

### Lo que sí puedes controlar

- Qué preguntas mides y con qué redacción.
- Cómo registras los resultados.
- Con qué frecuencia repites las pruebas.
- Qué cambios haces en tu contenido y cuándo.

Si controlas estas cuatro variables, podrás relacionar tus mejoras con la evolución de tu presencia, aunque cada respuesta individual siga variando.`,
      },
      {
        anchor: 'bateria-de-prompts',
        title: 'Diseña tu batería de prompts',
        body: `Una batería de prompts es el conjunto fijo de preguntas que usarás para medir tu presencia. Su calidad determina la calidad de tus datos.

### Tamaño y composición

Empieza con 20 a 40 prompts extraídos de tu mapa de preguntas del módulo [F2](/curso/f2). Repártelos entre cuatro tipos:

- **Definición:** «¿Qué es la optimización para motores generativos?».
- **Comparación:** «¿Qué diferencia hay entre GEO y SEO?».
- **Procedimiento:** «¿Cómo preparo mi web para que la cite ChatGPT?».
- **Recomendación:** «¿Qué curso en español me recomiendas para aprender GEO?».

### Prompts genéricos y de marca

- **Genéricos** (la mayoría): no mencionan tu marca. Miden si apareces cuando alguien busca una solución.
- **De marca** (unos pocos): «¿Qué es [MARCA]?», «¿Es fiable [MARCA]?». Miden cómo te describen y si la información es correcta.

### Reglas de redacción

1. Escribe como escribe tu público, con su vocabulario y su nivel de detalle.
2. Incluye contexto cuando sea realista: «Tengo una tienda online pequeña y…».
3. Una sola pregunta por prompt.
4. Congela la redacción: si cambias un prompt, es un prompt nuevo y su histórico empieza de cero.

### Ficha de cada prompt

Para cada prompt guarda un identificador, el texto exacto, el tipo, si es genérico o de marca, la página de tu web que debería responderlo y los competidores que esperas encontrar.

### Prioriza

Marca como prioritarios entre 5 y 10 prompts que representen preguntas con valor directo para tu negocio. Serán los que revises cada semana.`,
      },
      {
        anchor: 'protocolo-de-prueba',
        title: 'Protocolo de prueba reproducible',
        body: `Un protocolo reproducible asegura que los cambios que observas se deben a tu contenido o a los modelos, y no a la forma de hacer la prueba.

### Antes de empezar

- Usa una cuenta dedicada a las pruebas o el modo sin memoria ni historial, si el asistente lo ofrece.
- Desactiva la personalización y las instrucciones personalizadas.
- Decide qué asistentes mides y en qué modo (con o sin búsqueda web), y mantén esa decisión.

### Paso a paso para cada prompt

1. Abre una conversación nueva.
2. Pega el texto exacto del prompt, sin añadir nada.
3. Copia la respuesta completa y las fuentes que muestre.
4. Repite el proceso dos veces más, cada vez en una conversación nueva.
5. Registra los resultados antes de pasar al siguiente prompt.

### Qué registrar

- Fecha, asistente, modelo o versión visible y modo.
- Identificador del prompt y número de repetición.
- Si apareces o no.
- Tipo de presencia: cita directa con enlace, recomendación, mención sin enlace o cita implícita.
- Posición aproximada: al principio, en el cuerpo o al final de la respuesta.
- URL citada, si la hay, y competidores citados.
- Exactitud: si lo que se dice de ti es correcto, parcialmente correcto o incorrecto.

### Automatizar con cuidado

Algunos proveedores ofrecen acceso por API y existen herramientas comerciales de seguimiento de la visibilidad en IA. Son útiles para escalar, pero la respuesta por API puede diferir de la que ve un usuario en la aplicación. Si automatizas, revisa a mano una muestra de vez en cuando.

Guarda las respuestas completas, no solo tus anotaciones: te permitirán revisar más adelante cómo ha cambiado la forma de describirte.`,
      },
      {
        anchor: 'cuota-de-respuesta',
        title: 'Cómo medir tu cuota de respuesta',
        body: `La **cuota de respuesta** (en inglés, *share of answer*) es el porcentaje de respuestas en las que apareces sobre el total de respuestas analizadas. Es el indicador principal de este módulo.

### Fórmula básica

Cuota de respuesta = respuestas en las que apareces ÷ respuestas totales × 100.

Si lanzas 30 prompts con 3 repeticiones en un asistente, obtienes 90 respuestas. Si apareces en 18, tu cuota es del 20 %.

### Cuota ponderada

No todas las apariciones valen lo mismo. Para reflejarlo, asigna puntos según el tipo de presencia:

- Cita directa con enlace: 3 puntos.
- Recomendación explícita: 2 puntos.
- Mención sin enlace o cita implícita: 1 punto.
- No apareces: 0 puntos.

Cuota ponderada = puntos obtenidos ÷ (respuestas totales × 3) × 100.

Ejemplo: en 90 respuestas obtienes 6 citas directas (18 puntos), 4 recomendaciones (8 puntos) y 8 menciones (8 puntos). En total, 34 puntos de 270 posibles: una cuota ponderada del 12,6 %.

### Desgloses útiles

- **Por asistente:** dónde eres fuerte y dónde eres invisible.
- **Por tipo de prompt:** quizá te citan en definiciones, pero nunca en recomendaciones.
- **Por página:** qué URL se citan y cuáles no aparecen nunca.
- **Frente a competidores:** calcula también su cuota con la misma batería.

### Indicadores complementarios

- **Exactitud:** porcentaje de menciones con información correcta sobre ti.
- **Consistencia:** en cuántas de las tres repeticiones de un prompt apareces.

Interpreta siempre tendencias, no cifras aisladas: una variación de pocos puntos entre dos mediciones puede ser simple ruido.`,
      },
      {
        anchor: 'calendario-de-validacion',
        title: 'Validación semanal, mensual y trimestral',
        body: `Medirlo todo cada semana es insostenible. Un calendario por niveles reparte el esfuerzo y te da a la vez alertas rápidas y tendencias fiables.

### Semanal: control rápido (30 minutos)

- Lanza los 5 a 10 prompts prioritarios en los dos asistentes más relevantes para tu público.
- Comprueba si sigues apareciendo y si la información sobre ti es correcta.
- Anota cualquier cambio brusco: una cita que desaparece, un competidor nuevo o un dato erróneo.

### Mensual: medición completa (2–3 horas)

- Lanza toda la batería, con tres repeticiones, en todos los asistentes que mides.
- Calcula la cuota de respuesta simple y la ponderada, con sus desgloses.
- Relaciona los cambios con lo que publicaste o actualizaste ese mes.
- Elige las tres acciones prioritarias del mes siguiente.

### Trimestral: revisión estratégica (medio día)

- Revisa la batería: retira los prompts que ya no representan a tu público y añade preguntas nuevas (recuerda que empiezan su histórico de cero).
- Compara tu cuota con la de tus competidores principales.
- Revisa los lanzamientos de modelos del trimestre: ¿explican algún cambio?
- Actualiza tus objetivos para el trimestre siguiente.

### Separa medir de decidir

Aunque trabajes solo, registra primero los datos sin interpretarlos y analízalos después. Así evitas ver lo que esperas ver.

### Plantilla mínima

Una hoja de cálculo con tres pestañas es suficiente: prompts (la batería), registro (una fila por respuesta) y resumen (cuotas por mes, asistente y tipo de prompt). Empieza con algo sencillo y añade complejidad solo cuando la necesites.`,
      },
      {
        anchor: 'interpretar-y-actuar',
        title: 'Interpretar resultados y actuar',
        body: `Los datos solo sirven si se traducen en cambios. Estos son los escenarios más habituales y la respuesta recomendada para cada uno.

### No apareces, pero sí un competidor

Analiza la página citada: ¿responde antes, de forma más concreta o con datos que tú no tienes? Compara su estructura con la tuya y aplica a tu página equivalente el patrón de bloques autocontenidos de [F2](/curso/f2).

### No aparece ninguna fuente reconocible

Es una oportunidad: el asistente no encuentra una fuente clara. Crea o mejora la página que responde exactamente a esa pregunta.

### Apareces con información incorrecta

Es prioritario. Localiza el origen del error: tu propia web desactualizada, un perfil antiguo o un sitio de terceros. Corrige la fuente, refuerza el dato correcto en tu web y revisa la coherencia de marca que trabajaste en [F3](/curso/f3).

### Te mencionan sin enlace

El modelo te conoce, pero no recupera tu página. Revisa el acceso técnico y comprueba que exista una URL que responda directamente a la pregunta.

### Apareces en un asistente y no en otros

Cada asistente usa índices distintos. Comprueba que tu sitio está indexado en los buscadores de los que dependen y que no bloqueas sus rastreadores.

### Tu cuota cae de golpe en todos los asistentes

Descarta primero un problema técnico: caída del sitio, cambios en robots.txt o páginas eliminadas. Si todo está en orden, revisa si ha habido actualizaciones de modelos.

### Registro de acciones

Anota cada acción con su fecha, la página afectada y los prompts relacionados. En la siguiente medición mensual, comprueba si esos prompts han mejorado. Con el tiempo sabrás qué tipo de cambio funciona mejor en tu sector.

Para conservar estos resultados a largo plazo, continúa con [F5: Mantenimiento Evolutivo](/curso/f5).`,
      },
      ...f4GuideSections,
    ],
    fullSectionCount: 16,
    rating: 4.7,
    reviewCount: 55,
    courseCode: 'GEO-F4',
    guideTitle: 'Guía completa del módulo F4: Validación Conversacional',
    guideDescription:
      'Baterías de prompts, protocolo de prueba reproducible, cálculo de la cuota de respuesta y calendario de validación semanal, mensual y trimestral.',
    order: 4,
  },

  // ---------------------------------------------------------------------------
  // F5 — Mantenimiento Evolutivo
  // ---------------------------------------------------------------------------
  {
    code: 'F5',
    slug: 'f5',
    title: 'Mantenimiento Evolutivo',
    quote: 'La citabilidad no se conquista una vez: se mantiene.',
    description:
      'Cómo conservar y mejorar tu presencia en las respuestas de la IA a medida que cambian los modelos, sus fuentes y la forma de preguntar de tus usuarios.',
    color: '#15803d',
    topics: ['Evolución de los modelos', 'Auditoría cíclica de contenido', 'Mapa de impacto generativo'],
    duration: 'PT2H',
    difficulty: 'intermedio',
    priceCents: 1000,
    free: false,
    comingSoon: false,
    objective:
      'Convertir GEO en una rutina sostenible que proteja y amplíe tu presencia en las respuestas de la IA a pesar de los cambios en modelos, fuentes y lenguaje.',
    previewSections: [
      {
        anchor: 'objetivo',
        title: 'Objetivo del módulo',
        body: `Conseguir que los asistentes de IA te citen es solo la mitad del trabajo. Los modelos se actualizan, sus fuentes cambian, tus usuarios preguntan de otra manera y tus competidores también optimizan. Sin mantenimiento, la presencia que has ganado se erosiona.

El objetivo de este módulo es que conviertas GEO en una rutina sostenible. Trabajarás cuatro principios que explican por qué cambia tu visibilidad (**evolución de los modelos**, **actualización de fuentes RAG**, **evolución del lenguaje conversacional** y **competencia semántica**) y un ciclo de cuatro fases para responder a esos cambios: auditoría de contenido, mapa de impacto generativo, pruebas de validación cíclicas y refresco con reindexación.

Al terminar tendrás un calendario de mantenimiento que puedes aplicar con unas pocas horas al mes.`,
      },
      {
        anchor: 'evolucion-de-los-modelos',
        title: 'Principio 1: evolución de los modelos',
        body: `Los proveedores de IA publican nuevas versiones de sus modelos varias veces al año. Cada versión puede cambiar el conocimiento interno, la forma de redactar las respuestas, la frecuencia con la que el asistente busca en la web y los criterios para mostrar fuentes.

Esto tiene tres consecuencias para tu estrategia:

- **Tus resultados pueden cambiar sin que hayas tocado nada.** Antes de reaccionar, comprueba si ha habido un lanzamiento reciente.
- **El conocimiento interno se actualiza a saltos.** Lo que publiques hoy puede llegar al entrenamiento de una versión futura, no a la actual.
- **Lo que funciona de forma estable son los fundamentos:** claridad, estructura, autoridad y accesibilidad técnica. Los trucos ligados a un modelo concreto caducan.

Por eso recomendamos seguir las notas de lanzamiento de los principales asistentes, como las de [ChatGPT](https://help.openai.com/en/articles/6825453-chatgpt-release-notes) o las de [Gemini](https://gemini.google.com/updates), y anotar en tu registro de validación la fecha de cada cambio relevante. Para enterarte a tiempo de las menciones nuevas de tu marca, configura [Alertas de Google](https://www.google.com/alerts).`,
      },
    ],
    premiumSections: [
      {
        anchor: 'actualizacion-de-fuentes-rag',
        title: 'Principio 2: actualización de fuentes RAG',
        body: `La generación aumentada por recuperación ([RAG](/glosario#rag)) es el mecanismo por el que un asistente busca información en tiempo real y la usa para responder. Las fuentes que recupera dependen de índices que cambian constantemente: se añaden páginas, otras desaparecen y los criterios de ordenación se ajustan.

### Qué implica

- **La frescura cuenta.** Ante dos páginas equivalentes, un contenido actualizado, con fecha visible y datos vigentes, tiene más opciones de ser elegido, sobre todo en temas cambiantes como precios, normativa o tecnología.
- **Lo que no está indexado no existe.** Si una página sale del índice del buscador del que depende un asistente, desaparece de sus respuestas con búsqueda.
- **Los cambios tardan en reflejarse.** Entre que actualizas una página y el asistente recupera la nueva versión pasa un tiempo variable.

### Buenas prácticas

1. Revisa las fechas y los datos de tus páginas clave en cada ciclo de auditoría.
2. Mantén la fecha de actualización visible y sincronizada con dateModified en los datos estructurados y con lastmod en el sitemap. Cámbiala solo cuando haya cambios reales en el contenido.
3. Conserva las URL. Si tienes que cambiar una, redirige la antigua a la nueva con una redirección permanente (301).
4. No elimines páginas que los asistentes citan: actualízalas.
5. Comprueba de forma periódica que tus páginas clave siguen indexadas en los principales buscadores.

### Ejemplo

Una guía sobre ayudas para autónomos que los asistentes citaban con frecuencia deja de aparecer. Al revisarla, descubres que sus datos corresponden a la convocatoria anterior. La respuesta correcta es actualizar cifras, plazos y enlaces oficiales y solicitar la reindexación; reescribirla desde cero y publicarla en otra URL no lo es.`,
      },
      {
        anchor: 'evolucion-del-lenguaje-conversacional',
        title: 'Principio 3: evolución del lenguaje conversacional',
        body: `La forma de preguntar cambia. Los usuarios se acostumbran a los asistentes y sus preguntas se vuelven más largas, más específicas y más ligadas a su situación personal. Aparecen términos nuevos y otros caen en desuso; lo que hoy se llama de una manera mañana puede tener otro nombre.

### Señales de que tu lenguaje se queda atrás

- Tu batería de prompts ya no se parece a las preguntas que recibe tu equipo comercial o de soporte.
- Aparecen en tu sector términos nuevos que tus páginas no usan ni definen.
- Los asistentes reformulan tu tema con un vocabulario distinto del tuyo.
- Tu cuota de respuesta baja en preguntas nuevas, aunque se mantenga en las antiguas.

### Cómo adaptarte

1. **Recoge preguntas reales cada trimestre** de soporte, ventas, comunidades y búsquedas, y compáralas con tu mapa de preguntas.
2. **Añade las variantes sin eliminar la terminología anterior:** «GEO, también llamado optimización para motores generativos o SEO para IA».
3. **Actualiza las definiciones** de tu glosario cuando cambie el uso de un término.
4. **Incorpora las preguntas de seguimiento** que hoy hacen los usuarios tras la primera respuesta.
5. **Renueva la batería de prompts** en la revisión trimestral para que siga representando a tu público.

### Ejercicio

Pide a un asistente: «Formula 20 preguntas que haría hoy alguien que quiere [OBJETIVO DE TU CLIENTE], con distintos niveles de conocimiento». Compara la lista con tu mapa de preguntas y marca las que no tienen respuesta en tu web. Esas preguntas sin respuesta son candidatas a nuevas secciones o a preguntas frecuentes en páginas existentes.`,
      },
      {
        anchor: 'competencia-semantica',
        title: 'Principio 4: competencia semántica',
        body: `En una respuesta generativa solo caben unas pocas fuentes. La competencia semántica es la disputa por esos huecos entre todos los contenidos que responden a la misma pregunta, incluidos algunos que no consideras competidores: medios, foros, enciclopedias o administraciones públicas.

### Identifica a tus competidores semánticos

- Revisa tu registro de validación: ¿qué dominios aparecen cuando tú no apareces?
- Clasifícalos: competidores comerciales, medios, comunidades, fuentes institucionales o contenido generado por usuarios.
- Anota qué preguntas «ganan» y con qué tipo de página.

### Analiza por qué los citan

Para cada pregunta importante, compara tu página con la citada:

- ¿Responde antes y de forma más directa?
- ¿Aporta datos, ejemplos o fuentes que tú no tienes?
- ¿Tiene más señales de autoridad o un autor más reconocible?
- ¿Está más actualizada?
- ¿Es más fácil de fragmentar?

### Estrategias de respuesta

1. **Mejorar:** supera a la página citada en los puntos concretos en los que te gana.
2. **Diferenciar:** aporta un ángulo que nadie cubre, como datos propios, experiencia de primera mano o un caso local.
3. **Colaborar:** si la fuente citada es un medio o una institución, busca que te mencione como experto.
4. **Elegir tus batallas:** si una pregunta la dominan fuentes institucionales, céntrate en preguntas más específicas en las que tu experiencia aporte más.

### Cuidado con la imitación

Copiar la estructura o las frases de un competidor no te hace más citable: produce contenido redundante. Los asistentes tienden a quedarse con la fuente que aporta algo distinto.`,
      },
      {
        anchor: 'fase-1-auditoria-de-contenido',
        title: 'Fase 1: auditoría de contenido cada 6–8 semanas',
        body: `La auditoría de contenido es la revisión periódica de tus páginas importantes para detectar lo que ha envejecido. Recomendamos hacerla cada 6–8 semanas: es un intervalo que permite detectar los cambios antes de que se acumulen sin convertir el mantenimiento en una carga.

### Alcance

No audites toda la web cada vez. Incluye:

- las páginas asociadas a tus prompts prioritarios;
- las páginas que los asistentes citan actualmente;
- las páginas con datos sujetos a cambios, como precios, normativa o estadísticas;
- las páginas publicadas desde la última auditoría.

### Revisión de cada página

1. ¿Los datos y las cifras siguen vigentes? ¿Tienen fuente y fecha?
2. ¿Los enlaces externos funcionan y apuntan a la versión actual de la fuente?
3. ¿La respuesta principal sigue siendo correcta y completa?
4. ¿Usa la terminología actual de tu sector?
5. ¿El autor sigue en la organización y su perfil está al día?
6. ¿Los datos estructurados reflejan el contenido visible?
7. ¿La página sigue indexada y accesible para los rastreadores?

### Resultado de la auditoría

Cada página recibe una de tres decisiones:

- **Mantener:** está al día y no requiere acción.
- **Actualizar:** necesita cambios de datos, enlaces o terminología.
- **Reestructurar:** la respuesta o el enfoque ya no sirven y hay que rehacerla con las plantillas de [F2](/curso/f2).

Anota la decisión, el motivo y la persona responsable. Las páginas que requieren acción pasan a la fase 2, donde se priorizan según su impacto generativo.`,
      },
      {
        anchor: 'fase-2-mapa-de-impacto',
        title: 'Fase 2: mapa de impacto generativo',
        body: `El mapa de impacto generativo clasifica tus páginas según su papel actual en las respuestas de los asistentes. Sirve para decidir dónde invertir el tiempo de mantenimiento.

### Las tres clases

- **Activo:** la página aparece citada o recomendada en las respuestas de tu batería de prompts. Es tu patrimonio: protégela y mantenla al día.
- **Latente:** la página responde a preguntas relevantes y cumple los criterios de citabilidad, pero no aparece o lo hace de forma irregular. Tiene potencial: con mejoras concretas puede pasar a Activo.
- **Inerte:** la página no aparece y tampoco responde a preguntas que interesen a tu público, o está muy por debajo de los criterios. Exige una decisión: reestructurarla, fusionarla con otra o retirarla con una redirección.

### Cómo construir el mapa

1. Lista las páginas revisadas en la fase 1.
2. Cruza cada URL con tu registro de validación del módulo [F4](/curso/f4): ¿en cuántas respuestas aparece?
3. Asigna una clase a cada página.
4. Añade su valor para el negocio: alto, medio o bajo.

### Cómo priorizar

- **Activo con datos desactualizados:** prioridad máxima. Perder una cita es más fácil que ganarla.
- **Latente con valor alto:** segunda prioridad. Aplica las mejoras de F2 y F3.
- **Inerte con valor alto:** planifica una reestructuración.
- **Inerte con valor bajo:** fusiónala o retírala sin dedicarle más esfuerzo.

### Seguimiento de movimientos

Guarda el mapa de cada ciclo. Los movimientos entre clases son la mejor medida de tu mantenimiento: las páginas que pasan de Latente a Activo confirman que las mejoras funcionan, y las que caen de Activo a Latente son una alerta temprana.`,
      },
      {
        anchor: 'fase-3-pruebas-de-validacion',
        title: 'Fase 3: pruebas de validación cíclicas',
        body: `Las pruebas de validación cíclicas integran el calendario de [F4](/curso/f4) en el ciclo de mantenimiento. Aquí cumplen una doble función: confirmar que las actualizaciones funcionan y detectar a tiempo las pérdidas de presencia.

### Validación ligada al mantenimiento

1. **Antes de actualizar:** registra la situación de partida de los prompts asociados a cada página que vas a modificar.
2. **Tras la reindexación:** espera un tiempo prudencial, de una a tres semanas según el asistente, y repite esos prompts.
3. **En la medición mensual:** comprueba si la mejora se mantiene y si afecta a otros prompts relacionados.
4. **En la revisión trimestral:** relaciona los movimientos del mapa de impacto con las acciones realizadas.

### Pruebas específicas de mantenimiento

- **Prueba de exactitud:** pregunta por los datos que acabas de actualizar. ¿El asistente ya da la cifra nueva o sigue con la antigua?
- **Prueba de marca:** pregunta «¿Qué ofrece [MARCA]?» para comprobar que describe tus servicios actuales y no los que ya no ofreces.
- **Prueba de competencia:** repite los prompts en los que perdiste presencia para ver si el competidor sigue ahí.
- **Prueba tras un lanzamiento:** cuando un asistente publique una versión importante de su modelo, lanza tus prompts prioritarios en los días siguientes.

### Señales de alerta

- Una página Activa deja de aparecer en dos mediciones seguidas.
- Un asistente repite información tuya que ya no es correcta.
- Un competidor nuevo aparece a la vez en varios prompts prioritarios.

Ante cualquiera de estas señales, adelanta la auditoría de las páginas afectadas sin esperar al siguiente ciclo.`,
      },
      {
        anchor: 'fase-4-refresco-y-reindexacion',
        title: 'Fase 4: refresco con reindexación',
        body: `Actualizar una página no basta: los buscadores y los asistentes tienen que enterarse. La fase de refresco combina los cambios de contenido con las señales técnicas que aceleran su descubrimiento.

### Refresco del contenido

1. Actualiza los datos, fechas, enlaces y ejemplos detectados en la auditoría.
2. Comprueba que la respuesta principal sigue en las primeras frases.
3. Añade las nuevas preguntas o términos que hayas identificado.
4. Actualiza la fecha de modificación visible solo si el cambio es sustancial.
5. Sincroniza los datos estructurados: dateModified y cualquier dato que haya cambiado.

### Señales de reindexación

- **Sitemap:** actualiza el campo lastmod de las URL modificadas con la fecha real del cambio.
- **Google Search Console:** usa la inspección de URL para solicitar la indexación de las páginas clave.
- **Bing Webmaster Tools:** envía las URL actualizadas. Es especialmente relevante porque Copilot se apoya en el índice de Bing.
- **IndexNow:** protocolo abierto para avisar al instante de los cambios a los buscadores que lo admiten, como Bing o Yandex. Muchos gestores de contenidos lo integran mediante extensiones.
- **Enlaces internos:** enlaza la página actualizada desde contenidos recientes o desde la portada para que los rastreadores la visiten antes.

### Lo que no debes hacer

- Cambiar la fecha sin cambiar el contenido: es una señal engañosa.
- Cambiar la URL al actualizar: perderás las citas acumuladas.
- Solicitar la indexación de cientos de páginas sin cambios: reserva las solicitudes manuales para lo importante.

### Cierre del ciclo

Registra qué páginas refrescaste, cuándo y qué cambió. Ese registro alimenta la fase 3 del siguiente ciclo y cierra el círculo del mantenimiento evolutivo.`,
      },
      {
        anchor: 'calendario-anual',
        title: 'Calendario anual y herramientas de mantenimiento',
        body: `Todo el módulo se resume en un calendario que puedes mantener con pocas horas al mes.

### Calendario tipo

- **Cada semana (30 minutos):** control rápido de los prompts prioritarios y revisión de alertas.
- **Cada mes (2–3 horas):** medición completa de la batería y registro de acciones.
- **Cada 6–8 semanas (medio día):** auditoría de contenido, actualización del mapa de impacto generativo y refresco con reindexación de las páginas priorizadas.
- **Cada trimestre (medio día):** revisión de la batería de prompts, análisis de la competencia semántica y recogida de nuevas preguntas.
- **Cada año (una jornada):** revisión de la estrategia, de la arquitectura del contenido y de los objetivos.

### Herramientas recomendadas

- [Google Search Console](https://search.google.com/search-console) y [Bing Webmaster Tools](https://www.bing.com/webmasters): indexación, rendimiento y solicitudes de rastreo.
- **Un rastreador web** como [Screaming Frog SEO Spider](https://www.screamingfrog.co.uk/seo-spider/): enlaces rotos, fechas y datos estructurados a escala.
- [Schema Markup Validator](https://validator.schema.org/): validación de los datos estructurados después de cada refresco.
- Extensiones o integraciones de [IndexNow](https://www.indexnow.org/) para tu gestor de contenidos.
- [Alertas de Google](https://www.google.com/alerts): menciones nuevas de tu marca y de tus competidores.
- **Una hoja de cálculo compartida** con cuatro pestañas: batería de prompts, registro de validación, mapa de impacto y registro de acciones.
- **Notas de lanzamiento** de OpenAI, Anthropic, Google, Microsoft y Perplexity para seguir la evolución de los modelos.

### Reparto de responsabilidades

Si trabajas en equipo, asigna una persona responsable a cada bloque: validación, contenido y técnica. Lo importante es que alguien tenga la tarea en su calendario: el mantenimiento que no se agenda no se hace.

El último paso del programa es [F6: Estándares Técnicos y Visibilidad Semántica](/curso/f6), que consolida la base técnica sobre la que se apoya todo este mantenimiento.`,
      },
      ...f5GuideSections,
    ],
    fullSectionCount: 19,
    rating: 4.8,
    reviewCount: 50,
    courseCode: 'GEO-F5',
    guideTitle: 'Guía completa del módulo F5: Mantenimiento Evolutivo',
    guideDescription:
      'Los cuatro principios que explican por qué cambia tu visibilidad en la IA y un ciclo de mantenimiento en cuatro fases con su calendario anual.',
    order: 5,
  },

  // ---------------------------------------------------------------------------
  // F6 — Estándares Técnicos y Visibilidad Semántica (coming soon)
  // ---------------------------------------------------------------------------
  {
    code: 'F6',
    slug: 'f6',
    title: 'Estándares Técnicos y Visibilidad Semántica',
    quote: 'Un sitio legible para las máquinas es un sitio citable por ellas.',
    description:
      'Los estándares técnicos que permiten a los rastreadores y asistentes de IA acceder a tu web, interpretarla y citarla: robots.txt, llms.txt, HTML semántico, datos estructurados, contenido speakable y monitorización.',
    color: '#334155',
    topics: ['robots.txt, llms.txt y sitemap', 'HTML semántico y datos estructurados', 'Validación y monitorización'],
    duration: 'PT5H',
    difficulty: 'avanzado',
    priceCents: 1000,
    free: false,
    comingSoon: true,
    objective:
      'Implantar, validar y vigilar los estándares técnicos que permiten a los rastreadores de IA acceder a tu sitio, interpretar su significado y citarlo.',
    previewSections: [
      {
        anchor: 'que-es-la-visibilidad-semantica',
        title: 'Qué es la visibilidad semántica',
        body: `La **visibilidad semántica** es la capacidad de un sitio web para que las máquinas lo encuentren, lo lean y entiendan su significado: qué es cada página, qué entidades describe, cómo se relaciona con el resto del sitio y qué fragmentos resumen mejor su contenido.

Los **estándares técnicos** son las convenciones que lo hacen posible: archivos como robots.txt, llms.txt y el sitemap, el HTML semántico, los datos estructurados de schema.org, una navegación coherente y un marcado que indica qué contenido puede leerse en voz alta.

Este módulo organiza esos estándares en seis pasos:

1. Básicos del host: robots.txt, llms.txt y sitemap.
2. HTML semántico.
3. Migas de pan y enlaces internos.
4. Contenido speakable.
5. Validación.
6. Monitorización continua.

Todo el trabajo de contenido de los módulos anteriores depende de esta base: si un rastreador no puede acceder a tu página o interpretarla, no importa lo bien escrita que esté.`,
      },
      {
        anchor: 'paso-1-basicos-del-host',
        title: 'Paso 1: los básicos del host',
        body: `El primer paso consiste en revisar los archivos que cualquier rastreador consulta al llegar a tu dominio. Son pocos, sencillos y decisivos.

- **robots.txt** indica qué rastreadores pueden acceder a qué partes del sitio. Un error aquí puede dejarte fuera de todos los asistentes de IA a la vez.
- **llms.txt** es una propuesta reciente: un archivo en Markdown que resume tu sitio y enlaza sus contenidos más importantes para que los modelos de lenguaje los encuentren con facilidad.
- **El sitemap XML** lista las URL que quieres que se indexen, con su fecha de última modificación.

Comprobación rápida: abre en el navegador tu dominio seguido de /robots.txt, /llms.txt y /sitemap.xml. Si alguno no existe o devuelve un error, ya tienes tu primera tarea. Después, envía el sitemap y revisa el informe de robots.txt en [Google Search Console](https://search.google.com/search-console) y en [Bing Webmaster Tools](https://www.bing.com/webmasters).

En la versión completa del módulo verás cómo configurar cada archivo para los rastreadores de OpenAI, Anthropic, Google, Microsoft y Perplexity, y el resto de pasos en detalle.`,
      },
    ],
    premiumSections: [
      {
        anchor: 'robots-txt-y-rastreadores-ia',
        title: 'Paso 1 en detalle: robots.txt y rastreadores de IA',
        body: `Los proveedores de IA usan varios rastreadores con funciones distintas. Conocerlos te permite decidir con criterio qué permites.

### Principales agentes de usuario

- **OpenAI:** GPTBot (entrenamiento), OAI-SearchBot (búsqueda en ChatGPT) y ChatGPT-User (visitas originadas por una petición del usuario).
- **Anthropic:** ClaudeBot (entrenamiento), Claude-SearchBot (búsqueda) y Claude-User (peticiones de usuarios).
- **Perplexity:** PerplexityBot (indexación para búsqueda) y Perplexity-User (peticiones de usuarios).
- **Google:** Googlebot rastrea para el buscador; Google-Extended es un token que controla si ese contenido puede usarse para entrenar y fundamentar los modelos Gemini, sin afectar a tu presencia en la búsqueda.
- **Microsoft:** Bingbot; Copilot se apoya en el índice de Bing.
- **Otros:** Applebot-Extended (uso del contenido para la IA de Apple) y CCBot (Common Crawl, un corpus abierto usado en muchos entrenamientos).

### Entrenamiento frente a búsqueda

Bloquear los rastreadores de entrenamiento es una decisión de negocio legítima. Pero si bloqueas los de búsqueda y los de usuario, los asistentes no podrán citar tu contenido actual. Para GEO, permite como mínimo los de búsqueda.

### Cómo se interpretan los grupos

Cada rastreador sigue solo el grupo más específico que lo nombra e ignora el grupo general (el que usa un asterisco como agente de usuario). Si creas un grupo propio para OAI-SearchBot con **Allow: /**, repite en él las exclusiones que quieras mantener, como **Disallow: /checkout**.

### Comprobaciones

1. Revisa que no haya un **Disallow: /** genérico olvidado de un entorno de pruebas.
2. Añade la línea **Sitemap:** con la URL completa de tu sitemap.
3. Verifica que tu cortafuegos o tu CDN no bloqueen a estos agentes aunque robots.txt los permita.
4. Recuerda que robots.txt es una petición, no un control de acceso: las zonas privadas deben protegerse con autenticación.

Consulta la documentación de cada proveedor antes de aplicar cambios, porque los nombres de los agentes se actualizan.`,
      },
      {
        anchor: 'llms-txt-y-sitemap',
        title: 'Paso 1 en detalle: llms.txt y sitemap',
        body: `### llms.txt

El archivo llms.txt es una propuesta publicada en llmstxt.org para ofrecer a los modelos de lenguaje un resumen de tu sitio en Markdown, ubicado en la raíz del dominio. Todavía no es un estándar que apliquen todos los proveedores, pero su coste es bajo y obliga a un ejercicio útil: decidir cuáles son tus contenidos esenciales.

Su estructura, en este orden:

1. Un título de primer nivel con el nombre del sitio o proyecto, el único elemento obligatorio.
2. Un resumen breve en forma de cita, con la información clave para entender el resto.
3. Opcionalmente, párrafos o listas con más detalles.
4. Secciones con títulos de segundo nivel que contienen listas de enlaces: cada elemento con el nombre del recurso, su URL y, si quieres, una nota breve.
5. Una sección titulada «Optional» con enlaces secundarios que pueden omitirse si el contexto es limitado.

Algunos sitios publican además llms-full.txt, con todo el contenido en un solo archivo, y una versión en Markdown de cada página en la misma ruta terminada en .md. Es lo que hace esta academia: encontrarás ejemplos en la página de [contenido para IA](/contenido-ia).

### Sitemap XML

- Incluye solo URL canónicas, indexables y que respondan con un código 200.
- Excluye las páginas con noindex, las redirecciones y las zonas privadas.
- Mantén lastmod con la fecha real de la última modificación significativa.
- Divide el sitemap en varios, con un índice, si superas las 50.000 URL o los 50 MB sin comprimir.
- Declara el sitemap en robots.txt y envíalo a Google Search Console y a Bing Webmaster Tools.

### Generación automática

Lo ideal es que robots.txt, llms.txt y el sitemap se generen desde tu gestor de contenidos. Así, cuando publicas o retiras una página, los tres archivos se actualizan sin intervención manual y nunca se contradicen.`,
      },
      {
        anchor: 'paso-2-html-semantico',
        title: 'Paso 2: HTML semántico',
        body: `El HTML semántico usa cada elemento para lo que significa, no solo para cómo se ve. Para un rastreador, la diferencia entre un bloque genérico y un artículo con su encabezado, su fecha y su autor es enorme.

### Estructura de la página

- **header, nav, main y footer** delimitan las zonas de la página. El contenido principal va dentro de un único main.
- **article** envuelve un contenido que tiene sentido por sí mismo: una entrada, una guía o una ficha.
- **section** agrupa partes temáticas, cada una con su propio encabezado.
- **aside** contiene información complementaria, como los contenidos relacionados.

### Jerarquía de encabezados

1. Un solo h1 por página, que coincida en esencia con el título.
2. h2 para las secciones principales y h3 para las subsecciones, sin saltar niveles.
3. Encabezados descriptivos o en forma de pregunta, nunca «Introducción» o «Más información» a secas.

### Elementos que aportan significado

- **time**, con el atributo datetime, para las fechas de publicación y actualización.
- **Listas ordenadas y no ordenadas** para pasos y enumeraciones, en lugar de párrafos con guiones.
- **Tablas** con celdas de encabezado para los datos comparativos; nunca imágenes de tablas.
- **figure y figcaption** para imágenes con su explicación, y texto alternativo descriptivo en todas las imágenes informativas.
- **dl, dt y dd** para pares de término y definición, como un glosario.

### Contenido disponible sin JavaScript

Muchos rastreadores de IA no ejecutan JavaScript o lo hacen de forma limitada. Asegúrate de que el texto principal llega en el HTML inicial, mediante renderizado en el servidor o generación estática. Compruébalo con el código fuente de la página, no con el inspector del navegador, que muestra el resultado ya ejecutado.

### Accesibilidad y GEO

Un HTML accesible para lectores de pantalla suele ser también más legible para las máquinas. Una auditoría de accesibilidad es una buena forma de detectar fallos semánticos.`,
      },
      {
        anchor: 'paso-3-migas-y-enlaces-internos',
        title: 'Paso 3: migas de pan y enlaces internos',
        body: `Las migas de pan y los enlaces internos explican a las máquinas cómo se organiza tu conocimiento: qué temas son principales, cuáles dependen de ellos y qué páginas se relacionan entre sí.

### Migas de pan

- Muestra la ruta desde la página de inicio hasta la página actual, por ejemplo: Inicio, Curso GEO, Módulo F3.
- Cada nivel, salvo el actual, enlaza a su página.
- Acompáñalas de datos estructurados BreadcrumbList, con un ListItem por nivel que incluya position, name e item (la URL).
- Los nombres deben coincidir con los títulos reales de las páginas enlazadas.

### Arquitectura de enlaces internos

Organiza el sitio en grupos temáticos:

1. **Página pilar:** trata un tema de forma global y enlaza a todas las páginas del grupo.
2. **Páginas satélite:** desarrollan aspectos concretos y enlazan a la pilar, y entre sí cuando hay una relación real.
3. **Glosario:** cada término clave enlaza a su definición la primera vez que aparece en una página.

### Textos de enlace

- Describe el destino: «guía para configurar robots.txt» en lugar de «haz clic aquí».
- Usa el nombre canónico de la entidad cuando enlaces a su página.
- Evita que un mismo texto de enlace apunte a destinos distintos.

### Revisión práctica

- Ninguna página importante debería quedar a más de tres clics de la página de inicio.
- Busca páginas huérfanas, las que no reciben ningún enlace interno.
- Corrige los enlaces internos que pasan por redirecciones y apúntalos a la URL final.
- Enlaza desde tus páginas más visitadas hacia las que quieres reforzar.

Un rastreador web como Screaming Frog SEO Spider te permite detectar páginas huérfanas, profundidad de clics y enlaces rotos en una sola pasada.`,
      },
      {
        anchor: 'paso-4-contenido-speakable',
        title: 'Paso 4: contenido speakable',
        body: `El [contenido speakable](/glosario#contenido-speakable) es el fragmento de una página pensado para leerse en voz alta o citarse como resumen. Trabajarlo obliga a destilar lo esencial de cada página, algo que beneficia a cualquier asistente, hable o escriba.

### Qué es el marcado speakable

Schema.org define la propiedad speakable, que se añade a los datos estructurados de una página (por ejemplo, de tipo WebPage o Article) mediante una SpeakableSpecification. Esta indica qué partes de la página son adecuadas para la lectura en voz alta, con selectores CSS (cssSelector) o rutas XPath (xpath).

Google lo documenta como una función en fase beta y limitada a determinados contenidos y mercados. Por eso no lo trates como una garantía de uso, sino como una forma explícita de señalar tus fragmentos de resumen.

### Cómo escribir un fragmento speakable

- Dos o tres frases que se lean en unos 20–30 segundos.
- Responde a la pregunta principal de la página sin necesidad de más contexto.
- Sin siglas sin desarrollar, sin referencias visuales («como ves en la tabla») y sin depender de enlaces para entenderse.
- Con el sujeto explícito: nombra la entidad en lugar de usar pronombres.

### Dónde colocarlo

1. En un resumen al inicio de la página, justo después del título.
2. En la definición principal de las páginas de glosario.
3. En la respuesta directa de cada bloque de preguntas frecuentes.

Da a esos elementos una clase estable, por ejemplo resumen-speakable, y apunta a ella desde el cssSelector. Así, aunque cambies el diseño, el marcado seguirá funcionando.

### Ejemplo de resumen

«La optimización para motores generativos (GEO) es el conjunto de prácticas que hacen que un contenido sea fácil de entender y de citar por los asistentes de IA. Combina redacción clara, estructura fragmentable, señales de autoridad y estándares técnicos».`,
      },
      {
        anchor: 'datos-estructurados-esenciales',
        title: 'Datos estructurados esenciales para GEO',
        body: `Los datos estructurados describen, con un vocabulario común, qué es cada página y qué entidades contiene. Usa el formato JSON-LD, en un bloque de script dentro del HTML, con el vocabulario de [schema.org](/glosario#schema-org).

### Tipos por página

- **Página principal:** Organization (o un subtipo como LocalBusiness) con name, url, logo, description, contactPoint y sameAs, y WebSite con name y url.
- **Artículos y guías:** Article o BlogPosting con headline, author (enlazado a un Person), datePublished, dateModified e image.
- **Páginas de autor:** Person con name, jobTitle, worksFor, knowsAbout y sameAs.
- **Preguntas frecuentes:** FAQPage con cada Question y su acceptedAnswer.
- **Guías paso a paso:** HowTo con sus HowToStep.
- **Glosario:** DefinedTermSet y un DefinedTerm por término.
- **Cursos:** Course con provider y description.
- **Todas las páginas:** BreadcrumbList.

### Conecta las entidades con @id

Asigna a cada entidad un identificador estable con la propiedad @id, por ejemplo la URL de tu web seguida de #organization. Después, haz referencia a ese identificador desde author, publisher o worksFor en lugar de repetir los datos. Así construyes un pequeño grafo coherente en todo el sitio.

### Reglas de oro

1. **Marca solo lo que se ve.** Cada dato estructurado debe corresponderse con contenido visible en la página.
2. **Nada de valoraciones inventadas.** Incluye aggregateRating solo si procede de opiniones reales y verificables, y respeta las directrices de cada buscador.
3. **Fechas reales.** dateModified cambia solo cuando el contenido cambia de verdad.
4. **Consistencia.** El nombre de la organización y de los autores es idéntico en todas las páginas.

### Genera, no escribas a mano

Igual que robots.txt y el sitemap, los datos estructurados deberían generarse a partir de los campos de tu gestor de contenidos. Así se reducen los errores y coinciden siempre con lo publicado.`,
      },
      {
        anchor: 'paso-5-validacion',
        title: 'Paso 5: validación',
        body: `Validar es comprobar que lo que has implementado funciona tal como lo ve un rastreador, no como lo ves tú en el navegador.

### Herramientas de validación

- [Schema Markup Validator](https://validator.schema.org/): errores y advertencias en cualquier tipo de schema.org.
- [Prueba de resultados enriquecidos de Google](https://search.google.com/test/rich-results): qué marcados reconoce Google y si son aptos para resultados enriquecidos.
- [Validador de HTML del W3C](https://validator.w3.org/nu/) (Nu Html Checker): errores de marcado y de estructura.
- [Lighthouse](https://developer.chrome.com/docs/lighthouse/overview), integrado en las herramientas para desarrolladores de Chrome: accesibilidad, buenas prácticas y SEO técnico básico.
- **Inspección de URL de Google Search Console:** cómo ve e indexa Google cada página.

### Comprobaciones manuales

1. **Como un rastreador:** descarga la página con una herramienta de línea de comandos como curl, indicando el agente de usuario de un rastreador de IA, y comprueba que la respuesta es 200 y contiene el texto principal.
2. **Sin JavaScript:** desactívalo en el navegador y confirma que el contenido sigue visible.
3. **Archivos del host:** abre robots.txt, llms.txt y el sitemap, y comprueba que sus enlaces funcionan y no apuntan a páginas bloqueadas o redirigidas.
4. **Coherencia:** compara el título, la fecha y el autor visibles con los de los datos estructurados.
5. **Speakable:** verifica que los selectores apuntan a elementos que existen.

### Cuándo validar

- Antes de publicar cualquier plantilla nueva.
- Después de cada cambio de tema, de gestor de contenidos o de complementos.
- En cada auditoría de contenido del módulo [F5](/curso/f5).

### Automatiza lo que puedas

Si tu equipo dispone de un entorno de desarrollo, añade pruebas automáticas que validen los datos estructurados y los archivos del host en cada despliegue. Un error detectado antes de publicar nunca llega a los rastreadores.`,
      },
      {
        anchor: 'paso-6-monitorizacion-continua',
        title: 'Paso 6: monitorización continua',
        body: `La base técnica se rompe sin avisar: una actualización del gestor de contenidos, un cambio de CDN o una regla nueva en el cortafuegos pueden dejar fuera a los rastreadores de IA de un día para otro. La monitorización continua detecta esos fallos antes de que afecten a tus citas.

### Qué vigilar

- **Registros del servidor:** visitas de GPTBot, OAI-SearchBot, ClaudeBot, PerplexityBot, Bingbot, Googlebot y el resto de agentes. Una caída brusca de las visitas de un rastreador suele indicar un bloqueo.
- **Códigos de respuesta:** aumento de errores 4xx o 5xx en las páginas clave.
- **robots.txt y llms.txt:** alertas cuando cambien, guardando el contenido anterior para compararlo.
- **Indexación:** informes de páginas indexadas en Google Search Console y Bing Webmaster Tools.
- **Datos estructurados:** errores nuevos en los informes de mejoras.
- **Disponibilidad y velocidad:** un servicio de monitorización del tiempo de actividad.

### Verifica la identidad de los rastreadores

Cualquiera puede hacerse pasar por un rastreador cambiando el agente de usuario. Los principales proveedores publican los rangos de IP de sus rastreadores o permiten verificarlos por DNS inverso. Úsalos antes de sacar conclusiones o de crear reglas de bloqueo.

### Panel mínimo semanal

Reúne en una sola vista:

1. Visitas por rastreador de IA en los últimos 7 y 30 días.
2. Errores en las páginas clave.
3. Cambios detectados en los archivos del host.
4. Cuota de respuesta del último control del módulo [F4](/curso/f4).

### Técnica y validación, juntas

La monitorización técnica te dice si los asistentes pueden leerte; la validación conversacional, si te citan. Si tu cuota de respuesta cae, revisa primero este panel: muchos descensos tienen una causa técnica fácil de corregir.`,
      },
      ...f6GuideSections,
      {
        anchor: 'lista-de-verificacion-tecnica',
        title: 'Lista de verificación técnica y cierre del programa',
        body: `Usa esta lista como resumen del módulo y como revisión trimestral de tu sitio.

### Host

- robots.txt permite los rastreadores de búsqueda de IA y declara el sitemap.
- llms.txt publicado, con un resumen y enlaces a los contenidos esenciales.
- Sitemap con URL canónicas y lastmod real.

### Página

- HTML semántico con un único h1 y una jerarquía de encabezados sin saltos.
- Texto principal disponible sin JavaScript.
- Fechas visibles y marcadas con time.
- Migas de pan visibles y con BreadcrumbList.
- Fragmento speakable en las páginas clave.
- Datos estructurados conectados con @id y coherentes con el contenido visible.

### Proceso

- Validación antes de publicar cualquier plantilla.
- Monitorización semanal de rastreadores, errores y archivos del host.
- Revisión técnica en cada auditoría de contenido.

### Enhorabuena

Si has llegado hasta aquí, has recorrido el programa completo: de los fundamentos de [F1](/curso/f1) al contexto semántico, la autoridad, la validación, el mantenimiento y, por último, la base técnica. Ya tienes un método completo para que tu contenido sea comprensible, fiable y citable por los asistentes de IA.

### Próximos pasos

1. Revisa ejemplos reales de aplicación en los [casos](/casos).
2. Repasa los conceptos clave en el [glosario](/glosario).
3. Consulta la visión global del método en la [metodología](/metodologia).
4. Repite el [diagnóstico GEO](/curso/f0) y compara tu puntuación con la del principio.`,
      },
    ],
    fullSectionCount: 19,
    rating: 4.9,
    reviewCount: 89,
    courseCode: 'GEO-F6',
    guideTitle: 'Guía completa del módulo F6: Estándares Técnicos y Visibilidad Semántica',
    guideDescription:
      'Seis pasos técnicos, de robots.txt y llms.txt a la monitorización continua, para que los rastreadores de IA accedan a tu web, la interpreten y la citen.',
    order: 6,
  },
]
