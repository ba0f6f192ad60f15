import type { SeedSection } from '../types'

// Additional premium sections of the F1 guide (Fundamentos GEO), appended to the module's premiumSections.
export const f1Guide: SeedSection[] = [
  {
    anchor: 'vocabulario-esencial',
    title: 'Vocabulario esencial para trabajar en GEO',
    body: `Antes de entrar en los procedimientos conviene fijar un vocabulario común. Usaremos estos términos en el resto de la guía y en los demás módulos del curso.

### Términos del funcionamiento de los asistentes

- **Modelo de lenguaje:** el sistema que genera el texto de la respuesta. Aprende patrones del lenguaje a partir de grandes volúmenes de texto y predice cómo continuar una conversación.
- **Fecha de corte del conocimiento:** el momento hasta el que llegan los datos de entrenamiento de un modelo. Lo que se publicó después solo puede llegar a la respuesta mediante búsqueda en tiempo real.
- **Recuperación (RAG):** el paso en el que el asistente busca documentos, los lee y los usa como base de su respuesta. Es la vía por la que aparecen las citas con enlace.
- **Consultas derivadas:** las búsquedas que el asistente genera a partir de la pregunta del usuario. Una sola pregunta puede producir varias consultas distintas, a veces en otro idioma.
- **Fragmento:** el trozo de página (un párrafo, una sección, una fila de tabla) que el sistema extrae y pasa al modelo. No se usa la página entera, sino los fragmentos más pertinentes.
- **Ventana de contexto:** la cantidad de texto que el modelo puede tener en cuenta a la vez. Es grande, pero limitada: por eso el sistema selecciona fragmentos en lugar de leer webs completas.
- **Anclaje (grounding):** la práctica de basar cada afirmación de la respuesta en una fuente recuperada, en lugar de en la memoria del modelo.
- **Alucinación:** una afirmación falsa generada con apariencia de certeza. Los contenidos claros y bien atribuidos reducen el riesgo de que el asistente se invente datos sobre ti.

### Términos de tu lado

- **Rastreador o agente de usuario:** el programa que descarga tus páginas. Cada empresa de IA usa uno o varios, con nombres distintos según su finalidad.
- **Entidad:** algo identificable de forma única (tu marca, un producto, una persona) sobre lo que el modelo acumula información.
- **Citabilidad:** la facilidad con la que un fragmento tuyo puede extraerse, entenderse solo y atribuirse a ti.
- **Cuota de respuesta:** la proporción de respuestas, dentro de un conjunto de preguntas de prueba, en las que apareces. La medimos en el módulo [F4](/curso/f4).

### Por qué importa el vocabulario

Cuando un cliente o un compañero te diga «ChatGPT no nos conoce», podrás precisar: ¿no aparecemos en las respuestas con búsqueda (problema de recuperación o de citabilidad) o el modelo no nos menciona sin búsqueda (problema de presencia en la web y de autoridad, que se resuelve más despacio)? Son diagnósticos distintos con soluciones distintas, y confundirlos es el origen de muchas expectativas frustradas.`,
  },
  {
    anchor: 'como-buscan-los-asistentes',
    title: 'Cómo buscan ChatGPT, Perplexity, Gemini, Copilot y Claude',
    body: `Cada asistente combina de forma distinta su conocimiento interno y la búsqueda en tiempo real. Los detalles cambian a menudo, así que lo que sigue describe el funcionamiento general según la documentación pública de cada empresa en el momento de escribir esta guía. Compruébalo en sus páginas de ayuda antes de tomar decisiones técnicas.

### ChatGPT (OpenAI)

ChatGPT puede responder solo con su conocimiento interno o activar la búsqueda web, de forma automática o cuando el usuario lo pide. Con la búsqueda activada muestra las fuentes junto a la respuesta. OpenAI documenta varios rastreadores: **OAI-SearchBot**, que indexa páginas para las funciones de búsqueda; **GPTBot**, que recopila contenido que puede usarse para entrenar modelos; y **ChatGPT-User**, que visita páginas cuando un usuario o una acción lo solicita. Los enlaces que ChatGPT muestra suelen llevar el parámetro utm_source=chatgpt.com, lo que te permite identificar esas visitas en tu analítica.

### Perplexity

Perplexity es un buscador conversacional: prácticamente todas sus respuestas se basan en búsqueda y muestran las fuentes numeradas. Mantiene su propio índice, alimentado por **PerplexityBot**, y usa **Perplexity-User** para las visitas que desencadena un usuario. Es el asistente donde las mejoras de citabilidad suelen notarse antes, porque cita mucho y de forma visible.

### Gemini y las respuestas con IA de Google

Gemini y las respuestas generadas en el buscador de Google se apoyan en el índice de Google. Para aparecer en ellas, tu página debe estar rastreada e indexada por **Googlebot**, como en el SEO de siempre. Google ofrece además el token **Google-Extended** en robots.txt para decidir si tu contenido puede usarse para entrenar y mejorar sus modelos Gemini; según Google, ese token no afecta a tu presencia en el buscador.

### Copilot (Microsoft)

Copilot se basa en el índice de Bing. Si Bing no rastrea o no indexa bien tu sitio, Copilot difícilmente te citará. Por eso conviene dar de alta tu web en Bing Webmaster Tools, enviar el sitemap y revisar allí los errores de rastreo.

### Claude (Anthropic)

Claude puede usar búsqueda web cuando la función está disponible y activada, y muestra las fuentes que consulta. Anthropic documenta rastreadores diferenciados para entrenamiento (**ClaudeBot**), para búsqueda (**Claude-SearchBot**) y para visitas solicitadas por usuarios (**Claude-User**).

### Qué sacar en claro

- Hay dos grandes familias de índices: los propios de cada asistente y los de los buscadores (Google y Bing). Tienes que ser accesible para ambos.
- Casi todas las empresas separan el rastreo para **entrenamiento** del rastreo para **búsqueda**. Puedes decidir por separado, como verás en la siguiente sección.
- Ningún asistente publica cómo pondera exactamente sus fuentes. Desconfía de quien te asegure conocer «el algoritmo de ChatGPT».`,
  },
  {
    anchor: 'comprobacion-de-acceso',
    title: 'Comprobación de acceso en 20 minutos',
    body: `El sexto criterio de citabilidad, la accesibilidad técnica, es el único que anula todos los demás: si el rastreador no puede leer tu página, da igual lo bien escrita que esté. En nuestra experiencia, en una parte apreciable de las auditorías aparece algún bloqueo involuntario, casi siempre heredado de una plantilla, de un plugin de seguridad o de una regla del cortafuegos. Esta comprobación no requiere conocimientos de programación; la configuración detallada de robots.txt, llms.txt y el sitemap se trabaja en el módulo [F6](/curso/f6).

### 1. Lee tu robots.txt (5 minutos)

Abre https://www.tudominio.es/robots.txt en el navegador y busca:

- Una línea **Disallow: /** en el grupo general (el del asterisco) o en el de algún rastreador de búsqueda. Si la hay, estás bloqueando todo el sitio para esos agentes.
- Grupos que nombren a **OAI-SearchBot**, **PerplexityBot**, **Claude-SearchBot**, **Googlebot** o **Bingbot** con reglas restrictivas.
- La línea **Sitemap:** con la URL completa de tu sitemap.

Si encuentras bloqueos a los rastreadores de búsqueda que nadie decidió de forma consciente, anótalos como prioridad máxima.

### 2. Mira el código fuente (5 minutos)

Abre una página clave, usa «Ver código fuente» (no el inspector del navegador) y busca con Ctrl+F una frase de tu texto principal. Si no aparece, el contenido se genera con JavaScript en el navegador y muchos rastreadores pueden recibir una página casi vacía. Repite la prueba con una ficha de producto y con un artículo, porque cada plantilla puede comportarse de forma distinta.

### 3. Revisa la indexación (5 minutos)

- En **Google Search Console**, inspecciona la URL de tus páginas piloto y confirma que están indexadas.
- En **Bing Webmaster Tools**, haz lo mismo. Muchas empresas nunca han dado de alta su web en Bing, y Copilot depende de su índice.
- Comprueba que las páginas piloto no llevan una etiqueta noindex por error.

### 4. Pregunta a tu proveedor (5 minutos)

Escribe a tu proveedor de alojamiento o de CDN, o a quien gestione tu web, con esta pregunta: «¿Tenemos activada alguna regla que bloquee o limite a rastreadores de IA como OAI-SearchBot, PerplexityBot o Claude-SearchBot? Queremos permitir al menos los de búsqueda». Varios proveedores ofrecen opciones para bloquear estos agentes con un clic, y a veces vienen activadas por defecto.

### Cómo anotar el resultado

En tu hoja de auditoría, añade una fila de «Acceso técnico» con cuatro casillas: robots.txt correcto, texto visible sin JavaScript, indexada en Google y en Bing, sin bloqueos en el cortafuegos. Mientras alguna esté en rojo, no tiene sentido invertir horas en reescribir: primero abre la puerta.

### Una decisión que no es técnica

Permitir o no que tu contenido se use para **entrenar** modelos (GPTBot, ClaudeBot, Google-Extended y otros) es una decisión de negocio: permitirlo aumenta la probabilidad de que los modelos futuros conozcan tu marca; bloquearlo protege tu contenido de ese uso. Lo que no tiene sentido para quien quiere ser citado es bloquear los rastreadores de **búsqueda**. Tómala de forma consciente, por escrito, y revísala una vez al año.`,
  },
  {
    anchor: 'preguntas-que-puedes-ganar',
    title: 'Qué preguntas puedes ganar y cuáles no',
    body: `No todas las preguntas son igual de alcanzables. Un error habitual al empezar es elegir como objetivo las preguntas más generales del sector, donde compiten organismos oficiales, enciclopedias y grandes medios. Antes de invertir esfuerzo, clasifica tus preguntas objetivo por su dificultad.

### Cuatro tipos de pregunta según la competencia

1. **Preguntas de marca:** «¿Qué es [TU MARCA]?», «¿[TU MARCA] hace envíos a Canarias?». Son las más alcanzables y las más urgentes: si no respondes tú, el asistente rellenará el hueco con lo que encuentre, acierte o no.
2. **Preguntas de nicho o locales:** «¿Dónde comprar aceite de cosecha temprana en Jaén?», «¿Qué gestoría lleva autónomos del sector de la hostelería en Murcia?». Compites con pocas fuentes y tu experiencia concreta es una ventaja.
3. **Preguntas de procedimiento especializado:** «¿Cómo se conserva un aceite de cosecha temprana para que no pierda el picor?». Alcanzables si tu contenido aporta experiencia práctica que las fuentes generales no tienen.
4. **Preguntas generales:** «¿Es sano el aceite de oliva?». Dominadas por fuentes institucionales y científicas. Rara vez son un buen objetivo para una pyme, y en temas de salud, finanzas o derecho la barrera de autoridad es aún más alta.

### Cómo priorizar

Para cada pregunta de tu lista, puntúa de 1 a 3:

- **Valor para el negocio:** ¿quien hace esta pregunta puede convertirse en cliente?
- **Alcanzabilidad:** ¿qué tipo de fuentes aparecen hoy en las respuestas? Instituciones y grandes medios, 1; webs de empresas parecidas a la tuya, 2; foros o nadie con una respuesta buena, 3.
- **Ventaja propia:** ¿tienes datos, experiencia o una especialización que los demás no tienen?

Multiplica las tres puntuaciones. Las preguntas con 12 puntos o más son tus objetivos de los primeros tres meses; las de 4 o menos pueden esperar.

### Ejemplo con la tienda de aceite

- «¿Qué diferencia hay entre aceite virgen extra y virgen?»: valor 2, alcanzabilidad 1, ventaja 2. Total, 4. Merece una buena página, pero no será el primer indicador de éxito.
- «¿Dónde comprar aceite de cosecha temprana en Jaén?»: valor 3, alcanzabilidad 3, ventaja 3. Total, 27. Objetivo prioritario.
- «¿Cuánto dura el aceite abierto?»: valor 1, alcanzabilidad 2, ventaja 2. Total, 4.

### La trampa de las preguntas de marca

No las descuides porque parezcan fáciles. Pregunta a varios asistentes qué saben de tu empresa. Si describen mal lo que haces, confunden tu marca con otra o dan datos desactualizados (horarios, direcciones, precios), ese es tu primer problema que resolver: afecta a clientes que ya te buscan por tu nombre. La solución combina una página de presentación clara en tu web con la coherencia de marca que trabajamos en el módulo [F3](/curso/f3).`,
  },
  {
    anchor: 'caso-practico-tienda-online',
    title: 'Caso práctico completo: una tienda online de aceite',
    body: `Vamos a aplicar todo lo anterior a un caso realista. **Aceites Sierra Norte** es una empresa familiar ficticia de Jaén que vende aceite de oliva virgen extra en su tienda online. Su web tiene unas 40 páginas: portada, catálogo, doce fichas de producto, un blog con veinte artículos y las páginas legales.

### Paso 1: preguntas objetivo

El equipo elige diez preguntas que sus clientes hacen a menudo, entre ellas:

1. ¿Qué diferencia hay entre aceite de oliva virgen extra y aceite de oliva virgen?
2. ¿Cuánto dura el aceite de oliva una vez abierto?
3. ¿Qué variedad de aceite es mejor para freír?
4. ¿Dónde comprar aceite de cosecha temprana en Jaén?

### Paso 2: situación inicial

Con la búsqueda activada en dos asistentes, la tienda no aparece en ninguna de las diez respuestas. Las fuentes citadas son organismos oficiales, medios generalistas y dos tiendas competidoras con guías muy estructuradas. La auditoría revela:

- La guía «Virgen extra o virgen» obtiene 6 puntos sobre 14: empieza con la historia de la familia, no define las categorías hasta el quinto párrafo y no cita la normativa.
- El blog no muestra autor ni fecha.
- El robots.txt, heredado de un plugin de seguridad, bloquea a GPTBot y a PerplexityBot.
- Las fichas de producto muestran el precio y la acidez solo dentro de imágenes.

### Paso 3: cambios aplicados

1. **Acceso:** se corrige el robots.txt para permitir los rastreadores de búsqueda (la configuración completa se explica en el módulo [F6](/curso/f6)) y se revisa el cortafuegos del alojamiento.
2. **Reescritura de la guía:** el encabezado pasa a ser la pregunta y la primera frase responde: «El aceite de oliva virgen extra y el virgen se diferencian en su acidez y en su valoración sensorial: el virgen extra tiene una acidez máxima de 0,8 grados y ningún defecto en la cata, mientras que el virgen admite hasta 2 grados y defectos leves». Después, una lista con las categorías que recoge la normativa europea de comercialización del aceite de oliva, con enlace a la fuente oficial y fecha de revisión.
3. **Autoría:** los artículos pasan a estar firmados por la maestra de almazara de la empresa, con una página de autora que explica su formación y sus años de experiencia en cata.
4. **Datos en texto:** la acidez, la variedad, la fecha de cosecha y el precio se escriben en texto en cada ficha, no solo en imágenes.
5. **Ejemplo propio:** la guía de conservación incluye una prueba casera documentada, explicada como experiencia propia y no como estudio científico.

### Paso 4: resultado y lectura

Cuatro semanas después, el equipo repite las diez preguntas tres veces en cada asistente. La tienda aparece citada en algunas respuestas a las preguntas 1 y 4, sobre todo en el asistente que más cita. No aparece en las preguntas generales sobre freír, dominadas por fuentes de nutrición y medios con más autoridad.

La lectura correcta no es «hemos ganado», sino: las páginas con respuesta directa y autoría visible ya compiten; las preguntas en las que pesa la autoridad sanitaria requieren el trabajo del módulo [F3](/curso/f3) y quizá no sean el mejor objetivo. Así se decide dónde invertir el siguiente mes.

### Qué aprender del caso

- El bloqueo técnico era invisible para el equipo y anulaba todo lo demás.
- La reescritura no exigió contenido nuevo: la información ya existía, pero estaba mal ordenada.
- Las preguntas locales y de nicho («cosecha temprana en Jaén») son más alcanzables que las generales.`,
  },
  {
    anchor: 'plantillas-de-redaccion',
    title: 'Plantillas de redacción citable',
    body: `Estas plantillas convierten los siete criterios en frases que puedes reutilizar. No son fórmulas mágicas: son estructuras que facilitan que un fragmento se entienda solo y se pueda atribuir.

### Plantilla 1: definición

«[Término] es [categoría] que [función o característica diferencial]. Se usa para [finalidad] y se diferencia de [concepto cercano] en que [diferencia].»

Ejemplo: «La cosecha temprana es el aceite obtenido de aceitunas recogidas antes de su maduración completa, normalmente en octubre. Se diferencia del aceite de cosecha tardía en que tiene un sabor más amargo y picante y un rendimiento menor por kilo de aceituna.»

### Plantilla 2: respuesta directa a una pregunta

«[Respuesta en una frase que repite el sujeto de la pregunta]. [Condición principal o excepción]. [Dato o ejemplo que lo concreta].»

Ejemplo: «Un aceite de oliva abierto conserva sus mejores cualidades durante unos meses si se guarda lejos de la luz y del calor. El aire, la luz y la temperatura son los factores que más aceleran su oxidación. Por eso conviene elegir envases opacos y no guardar la botella junto a los fogones.»

### Plantilla 3: dato con fuente

«Según [organismo o autor] ([año]), [dato concreto]. [Qué significa para el lector].»

La fuente va en el texto, no solo en una nota al pie: el fragmento debe conservar la atribución aunque se extraiga solo.

### Plantilla 4: comparación

«[Opción A] es preferible si [condición]; [opción B], si [condición]. La diferencia principal está en [criterio].» A continuación, una lista o tabla con los criterios.

### Plantilla 5: procedimiento

«Para [objetivo] necesitas [requisitos] y unos [tiempo]. Los pasos son:» seguido de una lista numerada en la que cada paso empieza con un verbo.

### Plantilla 6: resumen de página

Un párrafo de tres frases al comienzo de las páginas largas: qué pregunta responde la página, la respuesta corta y qué encontrará el lector a continuación. Funciona como el fragmento ideal para una respuesta breve.

### Plantilla 7: bloque de preguntas frecuentes

- Pregunta formulada como la haría el usuario.
- Respuesta de 40 a 80 palabras que empieza repitiendo el sujeto.
- Enlace a la página que desarrolla el tema, si existe.

### Cómo usarlas sin sonar robótico

- Varía el arranque de las frases, pero no el nombre de las entidades.
- Mantén la voz de tu marca en el desarrollo; las plantillas solo fijan las primeras líneas de cada bloque.
- Lee el texto en voz alta. Si suena como un formulario, reescribe el desarrollo con ejemplos propios.`,
  },
  {
    anchor: 'prompts-de-auditoria',
    title: 'Prompts para auditar tu sitio con asistentes',
    body: `Los asistentes son también una herramienta de auditoría. Estos prompts te ayudan a ver tu contenido como lo ve un modelo. Sustituye lo que aparece entre corchetes.

### Prompt 1: evaluación de citabilidad

*Lee el siguiente texto de mi web. Evalúalo del 0 al 2 en estos siete criterios: respuesta directa, definición explícita, datos verificables, autoría visible, estructura extraíble, accesibilidad y coherencia. Justifica cada puntuación en una frase y propón el cambio de mayor impacto. Texto: [PEGA EL TEXTO].*

### Prompt 2: extracción de respuesta

*Con la información de este texto, y solo con ella, responde a la pregunta «[PREGUNTA OBJETIVO]» en menos de 60 palabras. Si el texto no permite responder con seguridad, dilo y explica qué falta. Texto: [PEGA EL TEXTO].*

Si el asistente no encuentra la respuesta o la reconstruye mal, un sistema de búsqueda tampoco lo hará bien.

### Prompt 3: fragmento aislado

*Te voy a dar un fragmento suelto de una página web. Dime de qué trata, quién lo afirma y a qué pregunta responde. Si algo no se puede saber solo con el fragmento, indícalo. Fragmento: [PEGA UNA SECCIÓN].*

Sirve para detectar secciones que dependen del contexto de la página.

### Prompt 4: percepción de marca

*¿Qué sabes de [MARCA], con sede en [CIUDAD]? Indica a qué se dedica, qué la diferencia y qué fuentes usas. Si no tienes información fiable, dilo.*

Lánzalo con y sin búsqueda activada. La diferencia entre ambas respuestas te dice qué sabe el modelo de memoria y qué encuentra en la web.

### Prompt 5: competidores citados

*Responde a la pregunta «[PREGUNTA OBJETIVO]» y, a continuación, enumera las fuentes que has usado y explica por qué elegiste cada una.*

Las explicaciones del asistente sobre sus propias fuentes no son una descripción fiable de su funcionamiento interno, pero sí dan pistas útiles: qué formato tenía el contenido citado, si aportaba datos o si era una fuente oficial.

### Precauciones

- No pegues datos personales de clientes ni información confidencial en un asistente.
- Trata las puntuaciones del asistente como una segunda opinión, no como una medición.
- Repite los prompts de percepción en conversaciones nuevas: el historial influye en las respuestas.`,
  },
  {
    anchor: 'linea-base',
    title: 'Mide tu punto de partida: la línea base',
    body: `Sin una medición inicial no podrás saber si tus cambios funcionan. La línea base es una foto fechada de tu presencia en las respuestas y de tu tráfico procedente de asistentes, tomada antes de empezar a optimizar.

### Qué registrar

1. **Conjunto de preguntas:** entre 10 y 20 preguntas objetivo, redactadas de forma estable. Si cambias la redacción cada mes, no podrás comparar.
2. **Asistentes y modo:** qué asistentes pruebas y si la búsqueda estaba activada.
3. **Resultado por pregunta:** si apareces, el tipo de cita (directa, implícita o recomendación), la URL citada y qué otras fuentes aparecen.
4. **Condiciones:** fecha, cuenta usada y si la conversación era nueva.

### Cómo reducir el ruido

Las respuestas de los asistentes varían: la misma pregunta puede dar fuentes distintas en dos intentos seguidos. Para que la línea base sea útil:

- Repite cada pregunta al menos tres veces, en conversaciones nuevas.
- Usa, si es posible, una cuenta sin historial ni personalización.
- Anota la proporción de intentos en los que apareces, no solo si apareces alguna vez.
- Haz las pruebas en un intervalo corto, idealmente el mismo día.

### Tráfico de asistentes en tu analítica

Además de las respuestas, mide las visitas que llegan desde los asistentes:

- Crea en tu herramienta de analítica un segmento o canal con los dominios de referencia de los asistentes, como chatgpt.com, perplexity.ai, gemini.google.com o copilot.microsoft.com.
- Revisa también las visitas con el parámetro utm_source=chatgpt.com.
- Ten en cuenta que parte de este tráfico llega sin referencia y se contabiliza como directo, así que la cifra real suele ser mayor que la medida.

### Plantilla de registro

Usa una fila por combinación de pregunta, asistente e intento, con estas columnas:

- Fecha.
- Pregunta.
- Asistente y modo.
- Intento (1, 2 o 3).
- ¿Aparece? Sí o no.
- Tipo de cita.
- URL citada.
- Otras fuentes citadas.
- Observaciones.

Guarda esta hoja junto a la auditoría de citabilidad. En el módulo [F4](/curso/f4) la convertirás en un sistema de medición periódica con indicadores como la cuota de respuesta.`,
  },
  {
    anchor: 'mitos-sobre-geo',
    title: 'Mitos frecuentes sobre GEO',
    body: `El interés por GEO ha traído también mucha desinformación. Estos son los malentendidos que encontramos con más frecuencia en empresas que empiezan.

### «Hay que escribir para las máquinas»

Falso. Los criterios de citabilidad (respuesta directa, definiciones claras, fuentes, autoría) son los de la buena redacción divulgativa. Un texto que solo funciona para un modelo y resulta raro para una persona no es un buen objetivo, y los asistentes están diseñados para favorecer lo que resulta útil a las personas.

### «Con llms.txt ya estoy optimizado»

Falso. Es un complemento barato, pero el trabajo principal está en el contenido, la estructura, el acceso técnico y la autoridad. Ningún archivo compensa páginas que no responden a nada.

### «GEO sustituye al SEO»

Falso. Varios asistentes recuperan fuentes a través de índices de buscadores. Un sitio mal indexado en Google o Bing parte con desventaja en Gemini y Copilot, y probablemente en otros.

### «Si bloqueo a GPTBot desaparezco de ChatGPT»

No exactamente. Según la documentación de OpenAI, GPTBot se usa para recopilar contenido para el entrenamiento, mientras que la búsqueda depende de OAI-SearchBot. Bloquear uno no bloquea el otro. Lo mismo ocurre con los rastreadores de otras empresas: revisa siempre la finalidad de cada agente.

### «Se puede garantizar aparecer en ChatGPT»

Nadie puede garantizarlo. Las respuestas varían, los modelos cambian y cada empresa decide sus criterios. Desconfía de servicios que prometen posiciones o citas aseguradas. Lo que sí se puede hacer es aumentar la probabilidad y medirla con rigor.

### «Los resultados llegan en unos días»

Depende de la vía. En las respuestas con búsqueda, un cambio puede notarse en días o semanas, según la frecuencia de rastreo. En el conocimiento interno de los modelos, el efecto llega solo con nuevas versiones, lo que suele tardar meses.

### «Cuanto más largo, mejor»

Falso. La extensión solo ayuda si cada sección añade información útil y está bien delimitada. Diez bloques claros de 150 palabras son más citables que un texto continuo de 3.000.

### «Hay que repetir la palabra clave»

Falso. Los modelos entienden sinónimos y contexto. Lo que ayuda es nombrar las entidades de forma constante y definir bien los conceptos, no repetir términos.`,
  },
  {
    anchor: 'autoevaluacion-f1',
    title: 'Autoevaluación del módulo F1',
    body: `Responde a estas preguntas sin mirar la guía. Después, comprueba tus respuestas con las claves que siguen. Si fallas más de tres, repasa las secciones indicadas antes de pasar al módulo F2.

### Preguntas

1. ¿Qué diferencia hay entre una cita directa, una cita implícita y una recomendación?
2. ¿Por qué una mejora en tu web puede notarse antes en las respuestas con búsqueda que en las respuestas sin búsqueda?
3. Enumera los siete criterios de citabilidad.
4. Una página obtiene 9 puntos sobre 14. ¿Qué deberías hacer con ella?
5. ¿Qué rastreador de OpenAI necesitas permitir para aparecer en las búsquedas de ChatGPT?
6. ¿Qué herramienta de Microsoft conviene usar para mejorar tus opciones en Copilot?
7. ¿Cómo compruebas que tu texto principal no depende de JavaScript?
8. ¿Qué tres criterios usas para priorizar una pregunta objetivo?
9. ¿Por qué hay que repetir cada pregunta de prueba varias veces?
10. Cita tres mitos sobre GEO y explica por qué son falsos.

### Claves

1. La cita directa enlaza o nombra tu marca como fuente; la implícita usa tus ideas sin atribuirlas; la recomendación sugiere tu producto o servicio como opción (sección «Anatomía de una respuesta generativa»).
2. Porque la búsqueda en tiempo real lee la versión actual de tu página, mientras que el conocimiento interno solo cambia con una nueva versión del modelo.
3. Respuesta directa, definición explícita, datos verificables, autoría visible, estructura extraíble, accesibilidad técnica y coherencia.
4. Hacer ajustes concretos en los criterios con puntuación más baja; no necesita una reescritura completa.
5. OAI-SearchBot. GPTBot se dedica a la recopilación para entrenamiento.
6. Bing Webmaster Tools, porque Copilot se apoya en el índice de Bing.
7. Con «Ver código fuente» en el navegador, buscando una frase del texto principal.
8. Valor para el negocio, alcanzabilidad y ventaja propia, puntuados de 1 a 3 y multiplicados (sección «Qué preguntas puedes ganar y cuáles no»).
9. Porque las respuestas varían entre intentos; necesitas una proporción, no un caso aislado.
10. Por ejemplo: que GEO sustituye al SEO, que se pueden garantizar citas o que repetir palabras clave ayuda (sección «Mitos frecuentes sobre GEO»).

### Comprobación práctica

Antes de cerrar el módulo deberías tener:

- La hoja de auditoría con diez páginas puntuadas.
- La comprobación de acceso completa: robots.txt, código fuente, indexación y cortafuegos.
- Al menos una página piloto reescrita con las plantillas.
- La línea base de presencia en asistentes, con fecha.
- El plan de 30 días en tu calendario.

Si tienes los cinco elementos, estás listo para el módulo [F2: Contexto Semántico](/curso/f2).`,
  },
]
