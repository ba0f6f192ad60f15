import type { SeedSection } from '../types'

// Additional premium sections of the F2 guide (Contexto Semántico), appended to the module's premiumSections.
export const f2Guide: SeedSection[] = [
  {
    anchor: 'caso-practico-reformas',
    title: 'Caso práctico: el mapa de preguntas de una empresa de reformas',
    body: `Para ver el método completo en funcionamiento, seguimos a **Reformas Ebro**, una empresa ficticia de Zaragoza con doce empleados que reforma cocinas, baños y viviendas completas. Su web tiene una página por servicio, una galería de proyectos y un blog con artículos sueltos sobre tendencias de decoración.

### Paso 1: recoger preguntas

La responsable de marketing reúne preguntas durante dos semanas:

- De los correos y del formulario de presupuesto: «¿Necesito licencia para cambiar la bañera por un plato de ducha?», «¿Cuánto tardáis en reformar una cocina?».
- De los comerciales: «¿Puedo seguir viviendo en casa durante la obra?», «¿Quién se encarga de los escombros?».
- De los buscadores y de los asistentes: «¿Cuánto cuesta reformar un baño en Zaragoza?», «¿Qué es mejor, plato de ducha de resina o cerámico?».

En total, 46 preguntas, que se agrupan en cuatro temas: cocinas, baños, reforma integral y trámites.

### Paso 2: clasificar por intención

Un extracto del tema «baños»:

1. ¿Qué incluye la reforma de un baño? — definición.
2. ¿Plato de ducha de resina o cerámico? — comparación.
3. ¿Qué pasos tiene la reforma de un baño? — procedimiento.
4. ¿Cuánto cuesta reformar un baño en Zaragoza? — decisión.
5. ¿Me compensa cambiar solo la bañera o hacer la reforma completa? — decisión.
6. ¿Hace falta licencia de obra para reformar un baño en Zaragoza? — procedimiento.

### Paso 3: asignar URL y detectar huecos

La página «Reforma de baños» respondía a la pregunta 1 de forma vaga y a ninguna de las demás. El precio solo aparecía como «Pide presupuesto sin compromiso». El mapa revela cinco huecos en el tema.

### Paso 4: decisiones de arquitectura

- La página «Reforma de baños» se convierte en la **página principal del tema**, con un bloque autocontenido por pregunta: qué incluye, pasos y plazos, horquilla de precios y trámites.
- La comparación de platos de ducha merece una **página propia**, porque tiene suficiente entidad y sus propias preguntas derivadas (antideslizante, limpieza, precio).
- La pregunta sobre licencias se responde en una **página de trámites** común a todos los servicios, enlazada desde cada uno, porque la respuesta depende de la normativa municipal y conviene mantenerla en un solo lugar.

### Paso 5: la respuesta al precio

La empresa temía publicar precios. La solución fue una horquilla basada en sus propios proyectos: «En nuestros proyectos de 2024 en Zaragoza, la reforma completa de un baño de 4 a 6 metros cuadrados se movió entre [IMPORTE MÍNIMO] y [IMPORTE MÁXIMO], IVA incluido. El precio depende sobre todo de…», seguido de los factores en una lista. Es un dato propio, fechado y con su contexto, exactamente el tipo de fragmento que un asistente puede citar para responder a «¿cuánto cuesta…?».

### Lo que aprendemos

- El mapa no se inventa: sale de preguntas reales, y las mejores están en la bandeja de entrada.
- Las preguntas de decisión y de precio son las que más valor de negocio tienen y las que menos se responden.
- La arquitectura se decide a partir de las preguntas, no de la estructura del catálogo.`,
  },
  {
    anchor: 'arquitectura-tematica',
    title: 'Arquitectura temática y enlazado interno',
    body: `Un modelo no solo lee páginas sueltas: cuando rastrea tu sitio o encuentra varias de tus páginas, la forma en que se relacionan le ayuda a entender en qué temas eres especialista. La arquitectura temática organiza ese conjunto.

### Página principal de tema y páginas de detalle

- **Página principal de tema:** responde a la pregunta general («¿Qué incluye la reforma de un baño?»), resume los subtemas en bloques breves y enlaza a cada página de detalle.
- **Páginas de detalle:** cada una responde a fondo a una pregunta concreta (comparación, procedimiento o decisión) y enlaza de vuelta a la página principal.
- **Páginas transversales:** glosario, trámites, preguntas frecuentes generales. Se enlazan desde donde se necesitan.

### Reglas de enlazado interno

1. **Texto de enlace descriptivo.** No «haz clic aquí» ni «más información», sino «cómo elegir entre plato de ducha de resina o cerámico». El texto del enlace es contexto que viaja con el fragmento.
2. **Enlaza desde el bloque que lo necesita.** Si una sección menciona la licencia de obra, el enlace va en esa sección, no en una lista al pie.
3. **Primera mención, primer enlace.** Enlaza un concepto del glosario la primera vez que aparece en cada página, no en todas.
4. **Sin páginas huérfanas.** Toda página citable debe recibir al menos un enlace interno desde una página de su tema.
5. **Migas de pan.** Muestran la posición de la página en la jerarquía y pueden marcarse con BreadcrumbList.

### URL y títulos coherentes

- Las URL reflejan la jerarquía de forma legible: /reformas/banos/plato-ducha-resina-o-ceramico.
- El título de la página, el encabezado principal y el texto de los enlaces que apuntan a ella dicen lo mismo con palabras parecidas.
- Evita tener dos páginas que respondan a la misma pregunta: compiten entre sí y envían señales contradictorias. Si existen, fusiónalas y redirige la antigua.

### Cómo auditar tu arquitectura en media hora

1. Exporta la lista de URL de tu sitemap.
2. Asigna a cada URL su tema y su pregunta del mapa.
3. Marca las URL sin tema (candidatas a eliminar o fusionar) y las preguntas con dos URL (candidatas a consolidar).
4. Para cada tema, comprueba que la página principal enlaza a todas las de detalle y que estas enlazan de vuelta.

El blog de Reformas Ebro tenía veinte artículos de tendencias sin relación con sus servicios. Tras la auditoría, ocho se reorientaron a preguntas del mapa, cinco se fusionaron y siete se retiraron con redirección. La web quedó más pequeña y mucho más clara sobre qué sabe hacer.`,
  },
  {
    anchor: 'eliminar-ambiguedades',
    title: 'Cómo eliminar la ambigüedad: antes y después',
    body: `La ambigüedad es el enemigo silencioso del contexto semántico. Un lector humano la resuelve con lo que leyó antes; un fragmento extraído no tiene ese «antes». Estas son las fuentes de ambigüedad más comunes y cómo corregirlas.

### 1. Pronombres y referencias al texto anterior

- **Antes:** «Esto es lo que la hace tan recomendable para baños pequeños».
- **Después:** «La mampara corredera es recomendable para baños pequeños porque no necesita espacio de apertura».

Regla: la primera frase de cada sección nombra su sujeto.

### 2. Fechas relativas

- **Antes:** «Desde el año pasado, la ayuda cubre hasta el 40 %».
- **Después:** «Desde enero de 2024, según la convocatoria publicada por [ORGANISMO], la ayuda cubre hasta el [PORCENTAJE]».

Un asistente puede leer tu página dos años después de escrita. «El año pasado» se convierte en un dato falso.

### 3. Lugar implícito

- **Antes:** «La licencia tarda unas tres semanas».
- **Después:** «En Zaragoza, la tramitación de una declaración responsable para obra menor tarda, en nuestra experiencia, entre [X] y [Y] semanas».

Si tu información depende del lugar, dilo en la frase. Las preguntas a los asistentes suelen incluir la ubicación y el modelo buscará fragmentos que la mencionen.

### 4. Cuantificadores vagos

- **Antes:** «Muchos clientes prefieren el plato de resina».
- **Después:** «En las reformas de baño que hicimos en 2024, aproximadamente dos de cada tres clientes eligieron plato de resina».

Si no tienes el dato, no lo inventes: di «en nuestra experiencia, la mayoría» y explica por qué.

### 5. Nombres que cambian

- **Antes:** «Reforma Total», «reforma integral», «pack completo» y «reforma llave en mano» en la misma web para el mismo servicio.
- **Después:** «Reforma integral llave en mano» como nombre canónico, con los demás como aclaración en la página del servicio.

### 6. Adjetivos sin hechos

- **Antes:** «Somos líderes en reformas de calidad».
- **Después:** «Hemos terminado más de [NÚMERO] reformas en Zaragoza desde 2012 y ofrecemos dos años de garantía por escrito sobre la mano de obra».

### 7. Siglas sin desarrollar

- **Antes:** «Necesitarás el CEE actualizado».
- **Después:** «Necesitarás el certificado de eficiencia energética (CEE) actualizado».

### Ejercicio de caza de ambigüedades

Toma una página y subraya con colores distintos: pronombres al comienzo de sección, fechas relativas, lugares implícitos, cuantificadores vagos, nombres alternativos, adjetivos sin hechos y siglas. En nuestra experiencia, una página corporativa típica tiene entre diez y treinta casos. Corrige primero los que afectan a las primeras frases de cada sección, que son las que más probabilidades tienen de acabar en una respuesta.`,
  },
  {
    anchor: 'preguntas-frecuentes-utiles',
    title: 'Preguntas frecuentes que sí aportan contexto',
    body: `Las secciones de preguntas frecuentes son uno de los formatos más fáciles de extraer: cada pregunta y su respuesta forman un bloque autocontenido casi perfecto. Pero muchas webs las desaprovechan con preguntas inventadas y respuestas promocionales.

### Características de una buena pregunta frecuente

- **Es real:** sale de tu mapa de preguntas, no de lo que te gustaría que preguntaran.
- **Está formulada como la haría el cliente**, con sus palabras, no con las de tu catálogo.
- **Tiene una respuesta concreta**, con cifras, plazos o condiciones.
- **Se entiende sola:** la respuesta repite el sujeto y no remite a «lo explicado arriba».

### Estructura de la respuesta

1. Primera frase: la respuesta directa.
2. Segunda y tercera frase: la condición principal o la excepción.
3. Opcional: enlace a la página que desarrolla el tema.

Entre 40 y 80 palabras suele ser suficiente.

### Ejemplo de Reformas Ebro

**¿Puedo seguir viviendo en casa durante la reforma del baño?** Sí, en la mayoría de los casos puedes seguir viviendo en casa mientras reformamos un baño, siempre que tengas otro baño disponible. La obra dura entre dos y tres semanas y los días de más polvo son los de demolición. Si es tu único baño, organizamos la obra para dejar el inodoro operativo al final de cada jornada siempre que la instalación lo permita.

### Dónde colocarlas

- **En cada página de servicio o de tema**, entre tres y seis preguntas específicas de ese tema.
- **En una página general** solo las preguntas transversales (pagos, garantías, zona de servicio).
- Nunca las mismas preguntas con respuestas distintas en dos páginas.

### Errores frecuentes

- Preguntas de relleno: «¿Por qué elegirnos?».
- Respuestas que empiezan con «¡Buena pregunta!» o terminan siempre con «Contáctanos».
- Preguntas frecuentes ocultas tras pestañas que solo se cargan con JavaScript al hacer clic: comprueba que el texto está en el HTML inicial.
- Marcar con FAQPage preguntas que no están visibles en la página.

### Mantenimiento

Revisa las preguntas cada trimestre con el equipo comercial: qué preguntas nuevas han aparecido y qué respuestas han cambiado (precios, plazos, normativa). Una respuesta desactualizada es peor que ninguna, porque un asistente puede repetirla con tu nombre.`,
  },
  {
    anchor: 'plantillas-json-ld',
    title: 'Plantillas de datos estructurados comentadas',
    body: `Estas plantillas muestran los tipos de schema.org más útiles para el contexto semántico. Las escribimos línea a línea en texto plano para que puedas copiarlas y adaptarlas; en tu web irán dentro de una etiqueta script de tipo application/ld+json. Valídalas siempre con el Schema Markup Validator antes de publicarlas.

### Una advertencia previa sobre resultados enriquecidos

Desde 2023, Google muestra resultados enriquecidos de preguntas frecuentes solo para sitios oficiales y de salud de gran autoridad, y ha retirado los resultados enriquecidos de tipo HowTo. Eso no hace inútil el marcado: sigue siendo una descripción explícita y válida de tu contenido que cualquier sistema puede leer. Pero no esperes ver estrellas ni desplegables en Google por añadirlo.

### Plantilla 1: artículo con autor y fechas

- "@context": "https://schema.org"
- "@type": "Article"
- "headline": el título visible del artículo
- "description": el resumen de la página, el mismo que ve el lector
- "author": un objeto de tipo "Person" con "name" y "url" de su página de autor
- "publisher": un objeto de tipo "Organization" con "name" y "logo"
- "datePublished": "2025-03-10"
- "dateModified": "2025-06-02"
- "about": una lista de las entidades principales del artículo, cada una con "@type": "Thing" y "name"

La propiedad **about** es la más olvidada y la más útil para el contexto semántico: declara de qué trata la página con las mismas entidades que usas en tu glosario.

### Plantilla 2: preguntas frecuentes

- "@type": "FAQPage"
- "mainEntity": una lista de objetos "Question"
- cada "Question" lleva "name" con el texto exacto de la pregunta
- y "acceptedAnswer" con un objeto "Answer" cuyo "text" es la respuesta exacta que se ve en la página

### Plantilla 3: guía paso a paso

- "@type": "HowTo"
- "name": «Cómo preparar tu vivienda para la reforma del baño»
- "totalTime": "PT2H"
- "step": una lista de objetos "HowToStep", cada uno con "name" (el paso) y "text" (la explicación)

### Plantilla 4: término de glosario

- "@type": "DefinedTerm"
- "name": «Declaración responsable de obra»
- "description": la definición de una o dos frases
- "inDefinedTermSet": la URL de tu glosario

### Plantilla 5: servicio local

- "@type": "Service"
- "name": «Reforma integral llave en mano»
- "provider": referencia a tu Organization o LocalBusiness
- "areaServed": «Zaragoza»
- "description": descripción factual del servicio

### about y mentions: el contexto en el marcado

Las reglas generales del marcado (solo lo visible, fechas reales, identificadores @id estables) se explican en el módulo [F6](/curso/f6). Aquí nos interesa lo que aporta al contexto semántico:

- **about** declara las entidades de las que trata la página de forma principal. Limítala a una, dos o tres: si todo es el tema principal, nada lo es.
- **mentions** declara entidades que aparecen de forma secundaria: una normativa citada, un material, un organismo.
- **Usa los nombres canónicos** de tu ficha de entidades, exactamente como aparecen en el texto y en el glosario.
- **Enlaza a identificadores externos cuando existan:** si la entidad tiene una entrada en Wikidata o en una fuente oficial, añade su URL con sameAs dentro del objeto. Así eliminas la ambigüedad entre, por ejemplo, el material «resina» de un plato de ducha y otros usos de la palabra.

Ejemplo para la página comparativa de platos de ducha de Reformas Ebro: about con «Plato de ducha de resina» y «Plato de ducha cerámico»; mentions con «Código Técnico de la Edificación» y «Resbaladicidad». El marcado repite, en un formato que las máquinas leen sin interpretar, lo que el encabezado y la primera frase ya dicen al lector.`,
  },
  {
    anchor: 'comparativas-y-tablas',
    title: 'Comparativas y tablas que un modelo puede leer',
    body: `Las preguntas de comparación («¿X o Y?») son muy frecuentes en las conversaciones con asistentes, y las páginas que las resuelven con criterios explícitos tienen ventaja. La clave es que la comparación se pueda extraer sin perder el criterio.

### Estructura de una comparativa citable

1. **Conclusión en dos frases:** «El plato de ducha de resina es preferible si buscas una superficie antideslizante y medidas a la carta; el cerámico, si priorizas la facilidad de limpieza y un precio menor en medidas estándar».
2. **Criterios declarados:** «Comparamos precio, seguridad, limpieza, durabilidad e instalación».
3. **Un bloque por criterio**, con el resultado de cada opción y el porqué.
4. **Tabla resumen**, con los criterios en filas y las opciones en columnas.
5. **Casos en los que cambia la recomendación:** personas mayores, alquiler, reforma con presupuesto ajustado.

### Cómo escribir la tabla

- Una tabla HTML real, no una imagen ni una composición de columnas con bloques sueltos.
- Encabezados de columna con el nombre completo de cada opción.
- Celdas con valores concretos («Antideslizante clase 3») mejor que valoraciones («Muy bueno»).
- Una fila de conclusión al final.
- Un párrafo antes de la tabla que resuma lo que muestra: si la tabla se extrae sola, pierde el contexto; si se extrae el párrafo, lleva la conclusión.

### Criterios honestos

Una comparativa en la que tu opción gana en todos los criterios no resulta creíble, ni para el lector ni para un modelo que contrasta varias fuentes. Reconoce los puntos en los que la alternativa es mejor. Paradójicamente, eso hace más probable que tu conclusión se cite, porque suena a análisis y no a publicidad.

### Comparativas con competidores

Si comparas tu producto con el de otra empresa, limítate a hechos verificables y fechados (precio publicado en tal fecha, características declaradas) y enlaza las fuentes. Evita las afirmaciones sobre la calidad ajena que no puedas demostrar.

### Comprobación rápida

Pide a un asistente: *«Con solo esta tabla y el párrafo que la precede, ¿qué opción recomendarías a una persona mayor que vive sola y por qué?»*. Si la respuesta es coherente con tu recomendación, la comparativa se sostiene sola.`,
  },
  {
    anchor: 'contexto-de-publico-lugar-y-tiempo',
    title: 'Contexto de público, lugar y tiempo',
    body: `Las preguntas conversacionales vienen cargadas de contexto: «soy autónomo», «vivo en un cuarto sin ascensor», «tengo 3.000 euros». Un fragmento que declara para quién, dónde y cuándo es válido encaja mejor con esas preguntas y evita que el asistente lo aplique donde no corresponde.

### Contexto de público

Declara a quién va dirigido cada contenido y, cuando la respuesta cambie según el perfil, sepáralo en bloques:

- «Si eres propietario de un piso en una comunidad de vecinos…».
- «Si vives de alquiler, antes de cualquier obra necesitas el permiso por escrito del propietario…».
- «Si tienes más de 65 años o movilidad reducida…».

Estos bloques responden directamente a las variantes de contexto de tu mapa de preguntas.

### Contexto de lugar

- Nombra la ciudad, la provincia o la comunidad autónoma cuando la información dependa de ellas: normativa, ayudas, plazos, precios.
- Si trabajas en varias zonas, evita duplicar páginas cambiando solo el nombre de la ciudad. Es mejor una página por zona con información realmente distinta (normativa municipal, proyectos realizados allí, plazos locales) o una sola página que explique las diferencias.
- Indica tu zona de servicio de forma explícita y coherente en toda la web.

### Contexto de tiempo

- **Fecha de actualización visible** y real.
- **Fechas absolutas** en lugar de relativas.
- **Vigencia de los datos:** «Precios revisados en marzo de 2025», «Según la convocatoria de ayudas de 2025».
- **Revisión programada:** anota en tu calendario cuándo caduca cada dato sensible (precios, ayudas, normativa) y revísalo antes.

### Plantilla de cabecera contextual

Al comienzo de las páginas que dependen del contexto, un párrafo breve:

«Esta guía explica [TEMA] para [PÚBLICO] en [ÁMBITO GEOGRÁFICO]. La información está actualizada a [FECHA] y se basa en [FUENTE O EXPERIENCIA]. Si tu caso es [EXCEPCIÓN], consulta [ENLACE].»

Este párrafo es uno de los fragmentos más citables de una página, porque permite al asistente decidir en una sola lectura si tu contenido se aplica a la pregunta del usuario.`,
  },
  {
    anchor: 'prompts-de-contexto-semantico',
    title: 'Prompts para el trabajo semántico',
    body: `Estos prompts aceleran las tareas del módulo. Úsalos como ayuda, no como sustituto de tu conocimiento del cliente: el asistente no sabe lo que te preguntan a ti. Sustituye lo que aparece entre corchetes.

### Ampliar el mapa de preguntas

*Actúa como cliente de [TIPO DE NEGOCIO] en [CIUDAD]. Estás valorando contratar [SERVICIO]. Escribe 25 preguntas que le harías a un asistente de IA antes de decidirte, con tus propias palabras, incluyendo tu situación personal en algunas. Clasifícalas en definición, comparación, procedimiento y decisión.*

Compara el resultado con tu mapa: añade las preguntas que reconozcas como reales y descarta las que nunca has oído.

### Detectar entidades y sinónimos

*Lee los siguientes textos de mi web y haz una lista de todas las entidades que aparecen (marca, productos, servicios, personas, conceptos técnicos). Para cada una, indica todas las formas distintas en que se nombra. Textos: [PEGA LOS TEXTOS].*

Es la forma más rápida de encontrar nombres que cambian de una página a otra.

### Probar la autonomía de un bloque

*Este es un fragmento suelto de una página web. Sin suponer nada que no esté escrito, responde: ¿de qué trata?, ¿para quién es válido?, ¿en qué lugar y en qué fecha?, ¿quién lo afirma? Indica qué preguntas no puedes responder. Fragmento: [PEGA EL BLOQUE].*

### Reescribir con la plantilla adecuada

*Reescribe el siguiente texto como una página de [DEFINICIÓN / COMPARACIÓN / PROCEDIMIENTO / DECISIÓN]. Conserva todos los datos y no añadas ninguno nuevo; si falta información necesaria, marca el hueco con [FALTA: …]. Empieza con una respuesta directa de menos de 50 palabras. Texto: [PEGA EL TEXTO].*

La instrucción de no añadir datos es importante: sin ella, el asistente tiende a rellenar con información genérica o inventada.

### Generar preguntas frecuentes a partir de una página

*A partir de este texto, propón 5 preguntas frecuentes que un cliente real haría y que el texto responda. Para cada una, escribe una respuesta de 40 a 80 palabras usando solo la información del texto. Texto: [PEGA EL TEXTO].*

### Revisión final

Revisa siempre lo que devuelve el asistente: datos, tono y nombres canónicos. Si algo no lo firmarías con tu nombre, no lo publiques.`,
  },
  {
    anchor: 'errores-frecuentes-de-contexto',
    title: 'Errores frecuentes de contexto semántico',
    body: `Estos son los errores que más vemos al revisar webs que ya han empezado a trabajar su contenido. Úsalos como lista de control adicional.

- **Un mapa de preguntas sin preguntas reales.** Se construye solo con herramientas de palabras clave y acaba lleno de variantes de la misma búsqueda. Incluye siempre preguntas de clientes.
- **Una página para cada variante.** Crear «reforma de baño barata», «reforma de baño económica» y «reforma de baño low cost» como páginas separadas diluye tu contexto. Una pregunta, una respuesta, una URL.
- **Definiciones distintas del mismo concepto** en el blog, en la página de servicio y en el glosario. Elige una, publícala en el glosario y reutilízala.
- **Encabezados creativos pero opacos.** «El secreto mejor guardado» no dice nada a un modelo. «Cómo evitar humedades tras cambiar la bañera» sí.
- **Respuestas que dependen de imágenes.** Precios, horarios, tablas o pasos que solo aparecen dentro de una imagen o un vídeo no existen para muchos sistemas. Ponlos en texto.
- **Contenido en pestañas o acordeones que no está en el HTML.** Si el texto solo se carga al hacer clic, puede que el rastreador no lo vea.
- **Datos estructurados genéricos.** Marcar todas las páginas como WebPage sin autor, fecha ni entidades desaprovecha la oportunidad de declarar el contexto.
- **Enlaces internos sin texto descriptivo**, como «leer más» o «aquí».
- **Fechas de actualización automáticas** que cambian cada día aunque el contenido no cambie. Restan credibilidad.
- **Traducciones automáticas sin revisar** que cambian la terminología canónica de una versión a otra.
- **Olvidar la pregunta siguiente.** La página responde bien, pero no enlaza a lo que el usuario preguntará después, y el asistente busca esa respuesta en otra web.

### Cómo priorizar la corrección

Empieza por las páginas con más valor de negocio y, dentro de ellas, por las primeras frases de cada sección y por los datos críticos (precios, plazos, condiciones). Son los fragmentos que más probabilidades tienen de acabar en una respuesta y los que más daño hacen si son ambiguos o están desactualizados.`,
  },
  {
    anchor: 'autoevaluacion-f2',
    title: 'Autoevaluación del módulo F2',
    body: `Comprueba lo que has aprendido antes de pasar al módulo F3. Responde primero y luego consulta las claves.

### Preguntas

1. ¿Cuáles son los cuatro tipos de intención que usamos para clasificar las preguntas?
2. ¿Cuándo merece una pregunta una página propia y cuándo una sección?
3. ¿Qué es una entidad y por qué conviene fijar un nombre canónico para cada una?
4. Reescribe sin ambigüedad esta frase: «Desde el año pasado lo tramitamos en menos tiempo».
5. ¿Qué cinco elementos tiene un bloque autocontenido?
6. ¿Qué aporta la propiedad about en los datos estructurados de un artículo?
7. ¿Por qué no debes esperar resultados enriquecidos de preguntas frecuentes en Google por marcar FAQPage?
8. ¿Qué debe preceder a una tabla comparativa y por qué?
9. ¿Qué información incluye la cabecera contextual de una página?
10. Cita tres errores frecuentes de contexto semántico.

### Claves

1. Definición, comparación, procedimiento y decisión.
2. Como regla práctica, una página por tema principal o por pregunta con entidad suficiente y preguntas derivadas propias; una sección para cada pregunta concreta dentro de un tema.
3. Algo identificable de forma única (marca, producto, persona, concepto). El nombre canónico evita que el modelo trate como cosas distintas lo que es una sola.
4. Por ejemplo: «Desde enero de 2024 tramitamos la declaración responsable de obra menor en Zaragoza en un plazo de [X] días hábiles, frente a los [Y] de antes».
5. Encabezado descriptivo, respuesta directa, desarrollo, ejemplo o dato y enlace a la página que profundiza.
6. Declara de forma explícita las entidades principales de las que trata la página.
7. Porque desde 2023 Google solo los muestra para sitios oficiales y de salud de gran autoridad. El marcado sigue siendo válido como descripción del contenido.
8. Un párrafo que resuma la conclusión, para que el fragmento conserve el contexto si se extrae sin la tabla.
9. Tema, público, ámbito geográfico, fecha de actualización, fuente o experiencia en la que se basa y excepciones.
10. Por ejemplo: páginas separadas para cada variante de búsqueda, encabezados opacos, datos que solo aparecen en imágenes.

### Entregables del módulo

- Mapa de preguntas con al menos 30 preguntas clasificadas y con URL o hueco.
- Ficha de entidades con nombres canónicos y glosario publicado.
- Una página principal de tema reorganizada en bloques autocontenidos.
- Datos estructurados validados en al menos una página.
- La lista de verificación de contexto semántico aplicada a tus cinco páginas clave.

Cuando los tengas, sigue con [F3: Autoridad Generativa](/curso/f3).`,
  },
]
