import type { SeedSection } from '../types'

/**
 * Additional premium sections of module F5 (Mantenimiento Evolutivo), appended to its `premiumSections`
 * in `seed/data/modules.ts`. They extend the guide with a worked maintenance cycle, templates and a self-assessment.
 */
export const f5GuideSections: SeedSection[] = [
  {
    anchor: 'caso-practico-ciclo-completo',
    title: 'Caso práctico: un ciclo completo en una tienda de café',
    body: `Veamos cómo se aplica el ciclo de cuatro fases en un negocio ficticio pero verosímil: **Cafés Ibaizabal**, un tostadero de café de especialidad de Bilbao con tienda online, suscripción mensual y una sección de guías (métodos de preparación, cómo elegir molinillo, proporción de café y agua, conservación del café, diferencias entre variedades). Lo gestionan tres personas; el mantenimiento GEO lo lleva la responsable de la tienda online, con unas seis horas al mes.

### Punto de partida

Hace cuatro meses el equipo reescribió sus guías con las plantillas de [F2](/curso/f2) y empezó a medir con una batería de 28 prompts siguiendo [F4](/curso/f4). Sus guías de preparación aparecen ya en una parte de las respuestas de Perplexity y ChatGPT con búsqueda. Toca la primera auditoría completa.

### Fase 1: auditoría (una mañana)

El alcance incluye 18 páginas: las 9 asociadas a prompts prioritarios, las 4 que los asistentes ya citan (tres de ellas coinciden con las anteriores), las 5 con datos que cambian (precios, gastos de envío, cafés de temporada, suscripción y una página de premios) y las 3 guías publicadas desde la última revisión. Resultado:

- **Mantener (11):** las guías de métodos de preparación y conservación siguen vigentes.
- **Actualizar (5):** la página de envíos tiene un umbral de envío gratuito antiguo; la guía de molinillos recomienda un modelo que ya no se fabrica; la página de suscripción cita un precio anterior; la de cafés de temporada describe orígenes agotados; la de premios no incluye el último concurso.
- **Reestructurar (2):** la guía «Arábica o robusta» empieza con una historia del café de tres párrafos y la respuesta aparece en la mitad de la página; la página «Café para empresas» mezcla tres servicios distintos sin responder a ninguna pregunta concreta.

### Fase 2: mapa de impacto

Al cruzar las 7 páginas con acción pendiente con el registro de validación, estas son las decisiones más relevantes:

- **Activo con datos desactualizados:** la página de suscripción (los asistentes la citan con el precio antiguo). Prioridad máxima.
- **Latente con valor alto:** «Arábica o robusta» y «Café para empresas», que atrae a los clientes más rentables.
- **Activo sin urgencia:** la guía de molinillos, citada a menudo; el modelo descatalogado merece corregirse en este ciclo.
- **Inerte con valor bajo:** la página de premios. Se actualiza en cinco minutos, pero no se invierte más.

### Fase 3: validación antes y después

Antes de tocar nada, el equipo registra la situación de los prompts ligados a cada página. Por ejemplo, para «¿Cuánto cuesta una suscripción de café de especialidad?» anota que dos asistentes mencionan a Cafés Ibaizabal con el precio anterior. Tres semanas después del refresco repite los prompts: uno ya da el precio nuevo; el otro sigue con el antiguo, así que el prompt queda marcado para la siguiente medición mensual.

### Fase 4: refresco y reindexación

- La página de suscripción y la de envíos se actualizan con la fecha visible, dateModified y lastmod sincronizados.
- «Arábica o robusta» se reestructura: respuesta directa en las dos primeras frases, una lista de diferencias (sabor, cafeína, cultivo, precio) y la historia al final, para quien quiera leerla.
- «Café para empresas» se divide en dos páginas: máquinas en régimen de alquiler y suministro de café para oficinas. La URL original se mantiene para el servicio principal y enlaza a la nueva.
- Se solicita la indexación de las cuatro páginas clave en Google Search Console, se envían a Bing Webmaster Tools y la extensión de IndexNow de la tienda notifica los cambios.

### Resultado del ciclo

En la revisión de la siguiente medición mensual, la guía «Arábica o robusta» aparece por primera vez en respuestas de dos asistentes, y el precio antiguo de la suscripción desaparece de uno de los dos asistentes que lo repetían. Ninguno de estos cambios es espectacular por sí mismo; la ventaja está en repetir el ciclo cada 6–8 semanas y acumular mejoras en lugar de dejar que se acumule el desgaste.`,
  },
  {
    anchor: 'inventario-y-caducidad',
    title: 'Inventario de contenido y fechas de caducidad',
    body: `Para auditar cada 6–8 semanas sin revisar toda la web necesitas saber qué páginas tienes, qué datos contienen y cuándo caducan. Ese es el papel del inventario.

### Columnas del inventario

- **URL** y **título** de la página.
- **Tipo:** guía, servicio, producto, glosario, preguntas frecuentes, página institucional.
- **Responsable** del contenido.
- **Prompts asociados** de tu batería de [F4](/curso/f4).
- **Clase en el mapa de impacto:** activo, latente o inerte.
- **Valor para el negocio:** alto, medio o bajo.
- **Datos caducables:** qué contiene que pueda dejar de ser cierto (precios, plazos, normativa, cifras, nombres de productos, personas).
- **Fuentes externas** enlazadas y su fecha.
- **Última revisión** y **próxima revisión**.
- **Última actualización sustancial** (la que se muestra como fecha visible).

### Clases de caducidad

Asigna a cada página una clase según lo rápido que envejecen sus datos:

- **Rápida (revisión en cada ciclo):** precios, tarifas, ofertas, plazos legales, convocatorias, catálogos de temporada, estadísticas del año en curso.
- **Media (cada dos o tres ciclos):** guías de procedimiento que dependen de herramientas o normativa, comparativas de productos, páginas de servicio.
- **Lenta (una vez al año):** definiciones, conceptos, guías de fundamentos, historia de la empresa.

La fecha de próxima revisión se calcula sola a partir de la última revisión y de la clase. En una hoja de cálculo basta con sumar 45, 120 o 365 días según corresponda y ordenar por esa columna.

### Cómo construirlo la primera vez

1. Exporta la lista de URL de tu sitemap o de un rastreador web.
2. Filtra las páginas sin valor para GEO: avisos legales, páginas de carrito, resultados de búsqueda interna.
3. Para las restantes, rellena primero tipo, responsable y valor; es rápido.
4. Cruza con el registro de validación para añadir prompts y clase de impacto.
5. Revisa las páginas de valor alto una a una para anotar sus datos caducables. Las de valor bajo pueden esperar al siguiente ciclo.

Con unas decenas de páginas, el primer inventario lleva una tarde. Después se mantiene en minutos: cada página nueva entra con sus columnas rellenas y cada auditoría actualiza las fechas.

### Ejemplo de fila

Guía «Cómo elegir molinillo de café» · guía · responsable: tienda online · prompts P07 y P12 · activo · valor medio · datos caducables: modelos y precios orientativos de molinillos, enlaces a fabricantes · caducidad media · última revisión: hace 5 semanas · próxima revisión: dentro de 12 semanas.`,
  },
  {
    anchor: 'vigilancia-de-modelos',
    title: 'Vigilar los cambios de modelos y plataformas',
    body: `El primer principio del módulo explica que tus resultados pueden cambiar sin que toques nada. Para distinguir esos cambios de los que provoca tu contenido, necesitas una pequeña rutina de vigilancia.

### Qué seguir

- **Notas de lanzamiento y blogs oficiales** de OpenAI, Anthropic, Google (Gemini y la búsqueda de Google), Microsoft (Copilot y Bing) y Perplexity.
- **Documentación de sus rastreadores:** cambios en los agentes de usuario o en la forma de respetar robots.txt, que trabajarás a fondo en [F6](/curso/f6).
- **Cambios en la interfaz de fuentes:** cuándo un asistente empieza a mostrar más o menos enlaces, o los muestra en otro lugar.
- **Funciones nuevas:** modos de investigación en profundidad, compras integradas, búsqueda local o respuestas con mapas pueden abrir o cerrar oportunidades para tu tipo de negocio.

No hace falta leerlo todo. Suscríbete a las fuentes oficiales o a un boletín especializado de confianza y dedica diez minutos a la semana a revisar los titulares.

### El registro de cambios externos

Añade a tu hoja de seguimiento una pestaña con cuatro columnas: fecha, plataforma, cambio y posible efecto. Ejemplos de anotaciones:

- «Perplexity cambia la presentación de las fuentes en la respuesta: posible efecto en la posición registrada».
- «Nueva versión del modelo por defecto en ChatGPT: comprobar prompts prioritarios esta semana».
- «Copilot amplía la búsqueda con resultados locales: añadir a la batería dos prompts con ciudad».

### Protocolo ante un lanzamiento importante

1. **En los días siguientes:** lanza solo tus prompts prioritarios en el asistente afectado y compáralos con la última medición.
2. **Si no hay cambios relevantes:** anótalo y sigue con tu calendario habitual.
3. **Si hay cambios:** no modifiques tu contenido todavía. Espera a la siguiente medición completa para confirmar que el cambio se mantiene y que no es ruido.
4. **Si el cambio se confirma:** analiza qué fuentes gana o pierde el asistente. Si ahora prefiere otro tipo de página (más reciente, más breve, con más datos), revisa si tus páginas equivalentes pueden adaptarse sin perder calidad.

### Lo que no conviene hacer

- Reescribir tus páginas para adaptarlas a un comportamiento que solo has observado una vez.
- Perseguir rumores sobre «lo que le gusta» a un modelo. Los fundamentos (respuesta clara, datos verificables, autoría y accesibilidad técnica) resisten mejor las actualizaciones que cualquier truco.
- Bloquear o desbloquear rastreadores en caliente por una noticia sin comprobar la documentación oficial.`,
  },
  {
    anchor: 'refresco-paso-a-paso',
    title: 'Plantilla de refresco de una página',
    body: `Un refresco bien hecho cambia lo necesario y conserva todo lo que ya funciona. Esta plantilla te guía página a página y deja rastro de lo que has cambiado.

### Antes de editar

1. Guarda una copia del texto actual (o confía en el historial de versiones de tu gestor de contenidos).
2. Anota los prompts asociados y su situación en la última medición.
3. Revisa qué fragmentos citan los asistentes en sus respuestas: son los que no debes romper. Si un asistente reproduce tu definición, conserva su sentido y su posición.
4. Lista los cambios que salieron de la auditoría.

### Durante la edición

- **Datos:** actualiza cada cifra con su fuente y su fecha («según el INE, datos de 2024»). Si un dato ya no tiene fuente fiable, retíralo.
- **Respuesta principal:** comprueba que sigue en las dos primeras frases y que sigue siendo cierta.
- **Enlaces externos:** sustituye los rotos y los que apuntan a versiones antiguas de documentos oficiales.
- **Terminología:** añade los términos nuevos que usa tu público junto a los anteriores.
- **Preguntas nuevas:** incorpora como secciones breves las preguntas de seguimiento detectadas.
- **Autoría:** comprueba que el autor y el revisor siguen siendo los adecuados y que su perfil está al día.
- **Datos estructurados:** actualiza dateModified y cualquier propiedad que haya cambiado (precio, disponibilidad, autor).

### La nota de actualización visible

En páginas con datos que cambian, añade al final o bajo el título una nota breve con la fecha y lo que ha cambiado:

«Actualizado el 12 de marzo de 2025: nuevos precios de la suscripción mensual y nuevo umbral de envío gratuito. Revisado por Ane Goikoetxea, responsable de la tienda online».

Esta nota ayuda a tus lectores, da contexto a los asistentes sobre la vigencia de los datos y te obliga a cambiar la fecha solo cuando hay algo que contar.

### Después de publicar

1. Revisa la página publicada sin JavaScript o con la vista de código fuente: el texto nuevo debe estar en el HTML.
2. Valida los datos estructurados.
3. Comprueba que el sitemap refleja la nueva fecha de modificación.
4. Solicita la reindexación si es una página clave.
5. Registra el cambio en la pestaña de acciones con la fecha, el tipo de cambio y los prompts asociados.
6. Programa en tu calendario la comprobación de esos prompts para dentro de dos o tres semanas.

### Cuándo no refrescar

Si una página activa está al día, no la toques solo para «dar señales de frescura». Un cambio cosmético con una fecha nueva no aporta nada a tus lectores y puede romper fragmentos que los asistentes ya citan.`,
  },
  {
    anchor: 'fusionar-redirigir-retirar',
    title: 'Fusionar, redirigir y retirar sin perder citas',
    body: `El mapa de impacto te llevará a veces a fusionar o retirar páginas inertes. Hacerlo mal puede costarte las citas que ya tienes en otras páginas o dejar a los asistentes enlazando a errores.

### Cuándo fusionar

- Dos o más páginas responden a la misma pregunta con enfoques parecidos y ninguna destaca.
- Una página breve solo tiene sentido como sección de otra más completa.
- Has publicado versiones sucesivas del mismo tema, por ejemplo una guía por año, y compiten entre sí.

### Procedimiento de fusión

1. Elige la página que sobrevive: normalmente la que ya está activa, tiene más enlaces externos o tiene la URL más clara.
2. Incorpora a ella el contenido valioso de las demás, reescrito para que encaje: no basta con pegar bloques.
3. Redirige cada URL retirada a la superviviente con una redirección permanente (301). Si una sección concreta sustituye a la página retirada, puedes apuntar al ancla de esa sección.
4. Actualiza los enlaces internos para que apunten directamente a la URL final, sin pasar por la redirección.
5. Retira las URL antiguas del sitemap y de tu archivo llms.txt.
6. Mantén las redirecciones de forma indefinida o, como mínimo, mientras detectes visitas o citas a las URL antiguas.

### Cuándo retirar sin redirigir

Si una página no tiene equivalente (un servicio que ya no prestas, una oferta cerrada) y no recibe enlaces ni visitas relevantes, puedes retirarla con un código 410 (eliminada) o 404. Si recibe enlaces, es preferible redirigir a la página más cercana en intención, por ejemplo la categoría de servicios, y explicar allí el cambio: «Ya no ofrecemos reparación de cafeteras; te recomendamos…».

### Contenido que cambia por temporadas

Para productos o convocatorias que vuelven cada año, usa una URL estable sin año («cafe-de-temporada» mejor que «cafe-de-temporada-2024») y actualiza su contenido. Así las citas y los enlaces se acumulan en una sola dirección.

### Comprobaciones tras una fusión

- Las URL antiguas responden con 301 a la nueva y no encadenan varias redirecciones.
- La página superviviente contiene las respuestas que daban las retiradas.
- En la siguiente medición, los prompts asociados a las páginas retiradas se reparten hacia la superviviente y no hacia un competidor.

### Errores que cuestan citas

- Redirigir todo lo retirado a la página de inicio: para el usuario y para el rastreador equivale casi a un error.
- Cambiar la estructura de URL de todo el sitio en un rediseño sin un plan de redirecciones uno a uno.
- Eliminar una página activa porque «está vieja» en lugar de actualizarla.`,
  },
  {
    anchor: 'contenido-facil-de-mantener',
    title: 'Diseña contenido fácil de mantener',
    body: `El mejor mantenimiento es el que no hace falta. Algunas decisiones de redacción y de estructura reducen drásticamente el trabajo de cada ciclo.

### Separa lo perenne de lo caducable

En cada página, distingue entre lo que será cierto dentro de tres años (cómo funciona un proceso, qué es un concepto, qué criterios usar) y lo que cambiará pronto (precios, plazos, nombres de productos, cifras del año). Agrupa lo caducable en un bloque bien identificado, por ejemplo «Precios y plazos vigentes», en lugar de repartirlo por todo el texto. Así, en la auditoría, sabes exactamente dónde mirar.

### Centraliza los datos que se repiten

Si un dato aparece en varias páginas (el precio de la suscripción, el umbral de envío gratuito, el horario), guárdalo en un solo lugar de tu gestor de contenidos y muéstralo desde ahí en todas las páginas. Un dato duplicado a mano acaba contradiciéndose, y los asistentes detectan y reproducen esas contradicciones.

### Fecha tus datos en el propio texto

«El IVA general en España es del 21 %» envejece mal si cambia; «el tipo general del IVA es del 21 % (vigente en 2025)» le dice al lector, y al asistente, a qué momento se refiere. Haz lo mismo con las estadísticas: cifra, fuente y año.

### Evita expresiones relativas

- «El año pasado», «recientemente», «la nueva versión» o «hace poco» caducan sin avisar. Usa fechas o nombres concretos.
- «Nuestro último producto» deja de ser cierto en cuanto lanzas otro. Nómbralo.

### Enlaza a fuentes estables

Para normativa y datos oficiales, enlaza a la página permanente del organismo o a la norma consolidada, no a una noticia de prensa que desaparecerá. Para herramientas, enlaza a la documentación oficial y no a un tutorial de terceros.

### Plantillas con mantenimiento incorporado

Añade a tus plantillas de página campos que el equipo tenga que rellenar: responsable, fecha de revisión, clase de caducidad y fuentes. Si el gestor de contenidos lo permite, haz que la fecha de revisión genere un aviso. El mantenimiento que depende de la memoria de alguien acaba por no hacerse.

### Ejemplo

En la página de suscripción de Cafés Ibaizabal, el precio aparecía en cinco lugares del texto y en dos imágenes. Tras el cambio, aparece en un único bloque «Precio y condiciones vigentes» que se alimenta del catálogo de la tienda, con la fecha de la última revisión. La actualización del siguiente cambio de precio pasa de media hora de búsqueda a un minuto.`,
  },
  {
    anchor: 'gobernanza-del-mantenimiento',
    title: 'Roles, tiempos y gobernanza',
    body: `El calendario anual del módulo solo funciona si cada tarea tiene dueño y hueco en la agenda. Esta sección propone un reparto para tres tamaños de organización.

### Profesional o microempresa (una persona)

- Reserva un bloque fijo cada semana de 30 minutos para el control rápido y otro mensual de 2–3 horas para la medición completa.
- Junta la auditoría, el mapa de impacto y el refresco en una única jornada cada 6–8 semanas.
- Simplifica: batería de 20 prompts, dos o tres asistentes y un inventario solo con las páginas de valor alto.

### Pequeña empresa (dos a diez personas implicadas)

- **Responsable de GEO:** coordina el calendario, mantiene la hoja de seguimiento y redacta el informe mensual.
- **Responsables de contenido:** cada uno es dueño de un grupo de páginas y ejecuta los refrescos.
- **Apoyo técnico** (interno o externo): revisa indexación, redirecciones, datos estructurados y archivos del host.
- **Dirección:** recibe el informe mensual y decide las prioridades trimestrales.

### Organización mediana o grande

- Añade un **comité trimestral** breve con contenido, técnica, marketing, atención al cliente y, si aplica, el área legal, para revisar la batería de prompts, la competencia semántica y los errores de exactitud.
- Integra las tareas de mantenimiento en la herramienta de gestión de proyectos que ya uséis, con fechas y responsables.
- Define un **procedimiento de urgencia** para errores graves de exactitud (precios, datos de salud, información legal), con un plazo máximo de respuesta.

### Acuerdos que conviene dejar por escrito

1. Qué páginas son críticas y quién las aprueba.
2. Quién puede cambiar robots.txt, redirecciones y datos estructurados.
3. Qué se considera un cambio sustancial que justifica actualizar la fecha visible.
4. Cada cuánto se revisa la batería de prompts y quién aprueba los cambios.
5. Dónde se guardan el inventario, el registro de validación y los informes.

### Estimación de horas

Como orientación, en nuestra experiencia un sitio de unas decenas de páginas clave puede mantenerse con 5–10 horas al mes repartidas según el calendario. Un sitio grande, con cientos de páginas relevantes y varios mercados, necesitará bastante más, y ahí compensa automatizar las mediciones y los avisos de caducidad.`,
  },
  {
    anchor: 'indicadores-de-mantenimiento',
    title: 'Indicadores de salud del mantenimiento',
    body: `La cuota de respuesta de [F4](/curso/f4) te dice cómo te va en los asistentes. Los indicadores de mantenimiento te dicen si estás haciendo el trabajo que sostiene esa cuota. Revísalos en el informe mensual.

### Indicadores de proceso

- **Páginas al día:** porcentaje de páginas del inventario cuya fecha de próxima revisión no ha vencido. Un buen objetivo inicial es que todas las de valor alto estén al día.
- **Retraso medio de revisión:** días que llevan vencidas, de media, las páginas pendientes.
- **Ciclos completados:** auditorías realizadas frente a las planificadas en el año.
- **Tiempo de corrección de errores de exactitud:** días entre la detección de un error sobre tu marca y la corrección de la fuente.

### Indicadores de resultado

- **Movimientos del mapa de impacto:** cuántas páginas pasan de latente a activo y de activo a latente en cada ciclo.
- **Retención de activos:** porcentaje de páginas activas en el ciclo anterior que siguen siéndolo.
- **Exactitud:** porcentaje de menciones con información correcta sobre ti.
- **Cuota de respuesta** simple y ponderada, con su tendencia de tres meses.

### Cómo leerlos juntos

- Cuota estable, retención alta y páginas al día: el mantenimiento funciona; puedes dedicar más tiempo a crear contenido nuevo.
- Cuota estable pero páginas vencidas: estás viviendo de rentas; el desgaste aparecerá más adelante.
- Retención baja con páginas al día: revisa la competencia semántica y los cambios de modelos; quizá otros contenidos te están superando.
- Exactitud baja: prioriza la corrección de fuentes antes que cualquier otra mejora.

### Un cuadro mínimo

Si solo quieres seguir cuatro cifras, que sean estas: páginas de valor alto al día, retención de activos, exactitud y cuota de respuesta ponderada. Cabrán en la primera línea de tu informe mensual y resumen bien la salud de tu presencia en la IA.`,
  },
  {
    anchor: 'prompts-de-mantenimiento',
    title: 'Prompts de apoyo para el mantenimiento',
    body: `Los asistentes pueden acelerar las tareas repetitivas del mantenimiento. Como en cualquier uso de apoyo, revisa sus resultados: pueden pasar por alto errores o inventar correcciones.

### Detectar contenido caducable

«Lee este texto y lista todas las afirmaciones que puedan dejar de ser ciertas con el tiempo: cifras, precios, fechas, plazos, nombres de productos, normativa, cargos de personas y expresiones relativas como “recientemente” o “el año pasado”. Para cada una, propone una clase de caducidad (rápida, media o lenta) y cómo fecharla o reformularla. Texto: [PEGA EL TEXTO]».

### Comparar dos versiones

«Te doy la versión anterior y la nueva de una página. Resume en una lista los cambios sustanciales de contenido (datos, recomendaciones, pasos) y separa los cambios solo de estilo. Indica si algún fragmento importante de la versión anterior ha desaparecido. Versión anterior: [PEGA]. Versión nueva: [PEGA]».

Sirve para decidir si el cambio justifica actualizar la fecha visible y para redactar la nota de actualización.

### Encontrar preguntas nuevas

«Eres [PERFIL DE CLIENTE] y hoy es [MES Y AÑO]. ¿Qué preguntas nuevas te harías sobre [TEMA] que hace un año no te habrías hecho? Ten en cuenta cambios de normativa, de tecnología o de hábitos que conozcas, y señala cuáles de tus suposiciones conviene verificar».

Contrasta el resultado con fuentes reales (soporte, ventas, búsquedas) antes de añadir nada a tu mapa de preguntas.

### Redactar la nota de actualización

«Con esta lista de cambios, redacta una nota de actualización de una o dos frases, en español neutro y sin lenguaje promocional, que empiece por “Actualizado el [FECHA]:”. Cambios: [LISTA]».

### Revisar la coherencia entre páginas

«Te doy varios fragmentos de mi web que mencionan [DATO: precio, horario, plazo]. Indica si alguno se contradice con los demás y cuál parece más reciente. Fragmentos: [PEGA]».

Es una forma rápida de localizar duplicados que conviene centralizar.`,
  },
  {
    anchor: 'errores-frecuentes-mantenimiento',
    title: 'Errores frecuentes en el mantenimiento',
    body: `En nuestra experiencia, la mayoría de las pérdidas de presencia en los asistentes no se deben a una mala estrategia inicial, sino a errores de mantenimiento como estos.

### Errores de planificación

- **Tratar GEO como un proyecto con fecha de fin.** Se optimiza una vez, se celebra el resultado y nadie vuelve a mirar las páginas hasta que la cuota se ha desplomado.
- **Auditar toda la web cada vez.** El esfuerzo es tan grande que la auditoría se aplaza indefinidamente. Limita el alcance como indica la fase 1.
- **No tener inventario.** Sin él, cada auditoría empieza por averiguar qué páginas existen.

### Errores de ejecución

- **Actualizar la fecha sin cambiar el contenido.** Engaña al lector y resta credibilidad a tus fechas.
- **Reescribir desde cero una página activa** cuando bastaba con actualizar datos, perdiendo los fragmentos que los asistentes citaban.
- **Cambiar URL al actualizar** o en un rediseño, sin redirecciones uno a uno.
- **Dejar datos duplicados** que se actualizan en una página y no en otra.
- **Olvidar los documentos anexos:** PDF de tarifas, presentaciones o fichas técnicas antiguas que siguen indexados y alimentan respuestas con datos caducados.

### Errores de análisis

- **Reaccionar a un lanzamiento de modelo** rehaciendo contenido antes de confirmar que el cambio se mantiene.
- **Ignorar a los competidores no comerciales:** medios, foros y organismos públicos que ocupan los huecos de las respuestas.
- **Medir solo la cuota** y no la exactitud ni la salud del inventario.

### Errores de organización

- **Mantenimiento sin dueño.** Todo el mundo cree que lo hace otra persona.
- **Depender de una sola persona** sin documentar el proceso: si se va, el sistema se pierde con ella.
- **No informar a quien decide.** Sin un informe breve y regular, el mantenimiento es lo primero que se recorta cuando falta tiempo.

### Tres correcciones con más impacto

1. Crea el inventario con fechas de próxima revisión, aunque solo incluya las páginas de valor alto.
2. Busca y retira o actualiza los documentos antiguos con datos caducados.
3. Pon en el calendario la próxima auditoría, con nombre y fecha, antes de cerrar este módulo.`,
  },
  {
    anchor: 'autoevaluacion-f5',
    title: 'Autoevaluación del módulo F5',
    body: `Comprueba lo que has aprendido y lo que ya tienes en marcha. Si fallas más de tres preguntas, repasa las secciones correspondientes antes de pasar a [F6](/curso/f6).

### Preguntas de comprensión

1. Nombra los cuatro principios que explican por qué cambia tu visibilidad en los asistentes y pon un ejemplo de cada uno en tu sector.
2. ¿Qué páginas entran en el alcance de una auditoría cada 6–8 semanas y por qué no se audita toda la web?
3. Explica la diferencia entre una página activa, una latente y una inerte. ¿Cuál tiene prioridad máxima si además contiene datos desactualizados?
4. Un asistente publica un nuevo modelo y tu cuota cae en él al día siguiente. ¿Qué haces esa semana y qué no haces?
5. ¿En qué casos está justificado cambiar la fecha visible de una página?
6. Vas a fusionar tres guías parecidas en una. Enumera los pasos para no perder citas.
7. ¿Qué ventaja tiene mostrar un dato caducable desde un único lugar del gestor de contenidos?
8. ¿Qué cuatro indicadores incluirías en un cuadro mínimo de salud del mantenimiento?

### Soluciones orientativas

- Pregunta 3: un activo con datos desactualizados, porque es más fácil perder una cita que recuperarla y porque el asistente puede estar difundiendo un dato erróneo sobre ti.
- Pregunta 4: lanzas los prompts prioritarios en ese asistente, anotas el cambio en el registro de cambios externos y esperas a la siguiente medición completa antes de modificar contenido.
- Pregunta 5: solo cuando hay un cambio sustancial del contenido, como datos, recomendaciones o pasos nuevos; nunca por cambios de estilo.
- Pregunta 8: páginas de valor alto al día, retención de activos, exactitud y cuota de respuesta ponderada.

### Lista de comprobación práctica

- Tengo un inventario con responsable, clase de caducidad y fecha de próxima revisión para las páginas de valor alto.
- He hecho una primera auditoría y he clasificado las páginas en mantener, actualizar o reestructurar.
- He construido el mapa de impacto generativo cruzando la auditoría con mi registro de validación.
- He refrescado al menos una página con la plantilla, incluida la nota de actualización y la solicitud de reindexación.
- Tengo una pestaña de cambios externos y sigo las notas de lanzamiento de los principales asistentes.
- He localizado los documentos antiguos con datos caducados y he decidido qué hacer con ellos.
- Cada tarea del calendario anual tiene un responsable y una fecha en una agenda real.

### Ejercicio final

Elige las cinco páginas de más valor de tu web. Para cada una, anota su clase en el mapa de impacto, sus datos caducables y su fecha de próxima revisión. Refresca la que tenga más prioridad siguiendo la plantilla y programa su validación para dentro de tres semanas. Cuando la repitas, habrás completado tu primer ciclo de mantenimiento evolutivo. El siguiente módulo, [F6](/curso/f6), consolida la base técnica que hace que todo este trabajo llegue de verdad a los rastreadores.`,
  },
]
