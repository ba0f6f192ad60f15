import type { SeedSection } from '../types'

/**
 * Additional premium sections of module F6 (Estándares Técnicos y Visibilidad Semántica), appended to its
 * `premiumSections` in `seed/data/modules.ts`. Templates are written as list items (one line of the file per
 * item) because the seed Markdown subset has no code blocks.
 */
export const f6GuideSections: SeedSection[] = [
  {
    anchor: 'plantilla-robots-txt',
    title: 'Plantilla comentada de robots.txt',
    body: `Esta plantilla corresponde a un sitio que quiere aparecer en las respuestas de los asistentes con búsqueda, permite también el entrenamiento y protege las zonas privadas. Sustituye tudominio.es por tu dominio y adapta las rutas. Cada elemento de la lista es una línea del archivo; las líneas que empiezan por almohadilla son comentarios.

1. # robots.txt de tudominio.es — revisado el 10/03/2025
2. User-agent: *
3. Disallow: /carrito
4. Disallow: /checkout
5. Disallow: /mi-cuenta
6. Disallow: /buscar
7. (línea en blanco)
8. # Rastreadores de búsqueda y de usuario de asistentes de IA
9. User-agent: OAI-SearchBot
10. User-agent: ChatGPT-User
11. User-agent: Claude-SearchBot
12. User-agent: Claude-User
13. User-agent: PerplexityBot
14. User-agent: Perplexity-User
15. Disallow: /carrito
16. Disallow: /checkout
17. Disallow: /mi-cuenta
18. Disallow: /buscar
19. (línea en blanco)
20. Sitemap: https://www.tudominio.es/sitemap.xml

### Por qué está escrita así

- **Un grupo con varios User-agent:** varias líneas User-agent seguidas comparten las reglas que vienen después. Es más fácil de mantener que un grupo por rastreador.
- **Se repiten las exclusiones:** como cada rastreador obedece solo al grupo más específico que lo nombra, si no repites las líneas Disallow en el grupo de IA, esos agentes podrían rastrear el carrito o la cuenta.
- **No hace falta Allow: /** cuando no hay nada más que permitir: todo lo que no está prohibido está permitido.
- **La línea Sitemap** va fuera de los grupos y con la URL absoluta.

### Variante: permitir la búsqueda y excluir el entrenamiento

Si tu política es no ceder contenido para entrenar modelos, añade un grupo para los agentes de entrenamiento con Disallow: / (es decir, GPTBot, ClaudeBot, CCBot, Google-Extended y Applebot-Extended), y mantén el grupo de búsqueda anterior. Ten en cuenta dos consecuencias: tu contenido no formará parte del conocimiento interno de futuras versiones de esos modelos y, en el caso de Google-Extended, la exclusión afecta al uso del contenido para Gemini, no a tu posición en la búsqueda de Google. Es una decisión de negocio, no técnica; documenta quién la tomó y por qué.

### Cosas que robots.txt no hace

- No elimina páginas del índice: una URL bloqueada puede seguir indexada si recibe enlaces. Para retirar una página del índice usa la metaetiqueta robots con noindex, y no la bloquees, porque el rastreador necesita leerla para ver esa etiqueta.
- No protege información privada: cualquiera puede leer el archivo y las rutas que enumera.
- No garantiza que todos los agentes lo respeten. Algunos proveedores indican en su documentación que los agentes que actúan a petición directa de un usuario pueden no aplicarlo del mismo modo; consúltala antes de basar en él una decisión.

### Comprobaciones antes de publicarlo

1. El archivo está en la raíz del dominio y responde con un código 200 y tipo text/plain.
2. Existe uno por cada subdominio y protocolo que uses: el de tienda.tudominio.es no se aplica a www.tudominio.es.
3. Pruébalo con el informe de robots.txt de Google Search Console antes y después del cambio.
4. Guarda la versión anterior para poder compararlas si algo deja de funcionar.`,
  },
  {
    anchor: 'plantilla-llms-txt',
    title: 'Plantilla de llms.txt para un negocio',
    body: `Esta plantilla sigue la propuesta de llmstxt.org para un negocio de servicios. Como en la plantilla anterior, cada elemento de la lista es una línea del archivo. Las listas de enlaces usan la sintaxis de Markdown: un guion, el nombre del recurso entre corchetes, seguido sin espacio de la URL entre paréntesis, y después, de forma opcional, dos puntos y una nota breve. En la plantilla escribimos cada enlace como nombre, URL y nota separados por barras verticales para que puedas leerlos con claridad; al crear el archivo, conviértelos a esa sintaxis.

1. # Asesoría Lozano
2. (línea en blanco)
3. > Asesoría fiscal, contable y laboral para autónomos y pequeñas empresas en Zaragoza y Aragón, con atención presencial y en línea. Guías prácticas sobre impuestos de autónomos revisadas por asesores colegiados.
4. (línea en blanco)
5. Todas las guías indican su fecha de revisión y su autor. Los precios vigentes están en la página de tarifas; no uses precios de otras fuentes.
6. (línea en blanco)
7. ## Servicios
8. - Asesoría para autónomos | https://www.tudominio.es/servicios/autonomos.md | alta, impuestos trimestrales y renta
9. - Asesoría para sociedades | https://www.tudominio.es/servicios/sociedades.md | contabilidad, impuesto sobre sociedades y cuentas anuales
10. - Tarifas | https://www.tudominio.es/tarifas.md | precios vigentes y qué incluyen
11. (línea en blanco)
12. ## Guías
13. - Cómo calcular el IVA trimestral | https://www.tudominio.es/guias/iva-trimestral.md | modelo 303 con un ejemplo numérico
14. - Gastos deducibles para autónomos | https://www.tudominio.es/guias/gastos-deducibles.md | incluye el trabajo desde casa
15. - Alta como autónomo paso a paso | https://www.tudominio.es/guias/alta-autonomo.md
16. (línea en blanco)
17. ## Optional
18. - Quiénes somos | https://www.tudominio.es/quienes-somos.md | equipo y colegiaciones
19. - Blog | https://www.tudominio.es/blog.md | noticias y cambios normativos

### Decisiones de contenido

- **El resumen en forma de cita** (la línea que empieza por el signo mayor que) es lo más importante: dos o tres frases que digan quién eres, qué haces y para quién.
- **Las instrucciones de uso** (precios en la página de tarifas, fechas de revisión) son opcionales, pero ayudan a que un modelo que lea el archivo priorice la fuente correcta. No garantizan nada: son información, no órdenes.
- **Solo lo esencial:** entre 10 y 30 enlaces suele bastar. Si enlazas todo el sitio, el archivo pierde su valor de resumen.
- **Versiones en Markdown:** si publicas cada página también con la extensión .md, enlaza esas versiones; si no, enlaza las URL normales.

### Mantenimiento

- Genera el archivo desde tu gestor de contenidos o actualízalo en cada auditoría de [F5](/curso/f5).
- Comprueba que todas las URL responden con 200 y que ninguna está bloqueada en robots.txt.
- Mantén la coherencia: el nombre y la descripción deben coincidir con los de tus datos estructurados Organization y con tu página «Quiénes somos».

### Expectativas realistas

En el momento de escribir esta guía, los grandes proveedores no han confirmado de forma general que usen llms.txt para decidir qué citar. Publícalo porque es barato, útil para herramientas y agentes que sí lo leen, y porque obliga a ordenar tus contenidos esenciales; no esperes que por sí solo cambie tu cuota de respuesta.`,
  },
  {
    anchor: 'plantillas-json-ld',
    title: 'Plantillas JSON-LD conectadas con @id',
    body: `Estas plantillas muestran un grafo mínimo: la organización, el sitio web, una persona autora y un artículo que los referencia. Cada elemento de la lista es una línea del bloque JSON-LD, que va dentro de un elemento script con el tipo application/ld+json. Sustituye los valores de ejemplo por los tuyos.

### Organización y sitio web (en todas las páginas)

1. {
2. "@context": "https://schema.org",
3. "@graph": [
4. { "@type": "AccountingService", "@id": "https://www.tudominio.es/#organization",
5. "name": "Asesoría Lozano", "url": "https://www.tudominio.es/",
6. "logo": "https://www.tudominio.es/logo.png",
7. "description": "Asesoría fiscal, contable y laboral para autónomos y pymes en Zaragoza.",
8. "address": { "@type": "PostalAddress", "streetAddress": "Calle de ejemplo 1", "addressLocality": "Zaragoza", "postalCode": "50001", "addressCountry": "ES" },
9. "telephone": "+34 976 000 000",
10. "sameAs": ["https://www.linkedin.com/company/ejemplo", "https://www.instagram.com/ejemplo"] },
11. { "@type": "WebSite", "@id": "https://www.tudominio.es/#website",
12. "name": "Asesoría Lozano", "url": "https://www.tudominio.es/", "inLanguage": "es-ES",
13. "publisher": { "@id": "https://www.tudominio.es/#organization" } }
14. ]
15. }

AccountingService es un subtipo de LocalBusiness adecuado para una asesoría. Elige el subtipo más específico que describa tu actividad (Store, Restaurant, Dentist, LegalService…) o usa Organization si no tienes atención presencial.

### Persona autora (en su página de perfil)

1. { "@context": "https://schema.org", "@type": "Person",
2. "@id": "https://www.tudominio.es/equipo/marta-lozano#person",
3. "name": "Marta Lozano", "jobTitle": "Asesora fiscal",
4. "worksFor": { "@id": "https://www.tudominio.es/#organization" },
5. "knowsAbout": ["IVA", "IRPF de autónomos", "Fiscalidad de pymes"],
6. "sameAs": ["https://www.linkedin.com/in/ejemplo"] }

### Artículo o guía (en cada guía)

1. { "@context": "https://schema.org", "@type": "Article",
2. "headline": "Cómo calcular el IVA trimestral (modelo 303)",
3. "url": "https://www.tudominio.es/guias/iva-trimestral",
4. "datePublished": "2024-09-02", "dateModified": "2025-03-10",
5. "author": { "@id": "https://www.tudominio.es/equipo/marta-lozano#person" },
6. "publisher": { "@id": "https://www.tudominio.es/#organization" },
7. "image": "https://www.tudominio.es/img/iva-trimestral.png",
8. "inLanguage": "es-ES" }

### Cómo funcionan las referencias

Un objeto que solo contiene @id remite a la entidad completa definida en otra parte del sitio. Para que los buscadores puedan unir las piezas, el @id debe escribirse exactamente igual en todas las páginas, con el mismo protocolo, el mismo subdominio y la misma barra final. Si en una página la persona se define completa y en otra solo se referencia, conviene que la página del perfil incluya la definición completa.

### Preguntas frecuentes

En las páginas con preguntas frecuentes visibles, añade un objeto FAQPage con una lista mainEntity de objetos Question, cada uno con name (la pregunta) y acceptedAnswer, un objeto Answer con text (la respuesta). Desde 2023 Google solo muestra resultados enriquecidos de preguntas frecuentes para un grupo reducido de sitios de gobierno y salud, pero el marcado sigue describiendo con precisión la estructura de la página y no tiene inconvenientes si refleja el contenido visible.

### Errores que invalidan el bloque

- Comas de más al final de un objeto o de una lista, o comillas tipográficas en lugar de comillas rectas: el JSON deja de ser válido y se ignora entero.
- Fechas en formatos locales como 10/03/2025: usa siempre el formato ISO 8601, año-mes-día.
- URL relativas en url, logo o image: usa URL absolutas.
- Valores que no aparecen en la página, como un teléfono o un horario distintos de los visibles.`,
  },
  {
    anchor: 'renderizado-y-javascript',
    title: 'Renderizado: que el contenido llegue en el HTML',
    body: `El paso 2 del módulo insiste en que el texto principal debe estar en el HTML inicial. Esta sección explica cómo comprobarlo y cómo corregirlo según la tecnología de tu sitio.

### Tres formas de generar una página

- **Generación estática:** el HTML se genera al publicar y se sirve tal cual. Es la opción más fiable para los rastreadores y la más rápida.
- **Renderizado en el servidor:** el servidor genera el HTML en cada petición (o lo guarda en caché). También llega completo al rastreador.
- **Renderizado en el cliente:** el servidor envía un HTML casi vacío y el navegador construye la página con JavaScript. Es la opción problemática: los rastreadores que no ejecutan JavaScript ven una página sin contenido.

La mayoría de los gestores de contenidos tradicionales generan HTML en el servidor. El riesgo aparece en aplicaciones hechas con frameworks de JavaScript configurados solo para el cliente, en tiendas con fichas de producto cargadas por API y en componentes concretos como buscadores de preguntas, pestañas o comparadores.

### Cómo comprobarlo en dos minutos

1. Abre una terminal y descarga la página con curl, pidiendo el HTML tal como lo recibiría un rastreador: curl -s -A "OAI-SearchBot" https://www.tudominio.es/guias/iva-trimestral
2. Busca en el resultado una frase del segundo párrafo de la página. Si no aparece, ese texto se genera en el navegador.
3. Repite la prueba con una ficha de producto, una página de preguntas frecuentes y una página con pestañas.

Si no usas terminal, la opción de ver el código fuente del navegador (no el inspector de elementos) muestra el mismo HTML inicial.

### Patrones de riesgo y su corrección

- **Acordeones y pestañas:** el contenido debe estar en el HTML aunque esté oculto visualmente; lo que se carga al hacer clic mediante una petición adicional no lo ven los rastreadores. Usa el elemento details con summary o componentes que solo ocultan con CSS.
- **Carga diferida del texto:** la carga diferida está bien para imágenes, pero el texto principal no debe depender del desplazamiento del usuario.
- **Contenido tras un muro de cookies o de edad:** si el aviso bloquea el HTML y no solo la vista, los rastreadores no verán nada. El aviso debe superponerse al contenido, no sustituirlo.
- **Paginación infinita:** ofrece también URL paginadas accesibles con enlaces normales.
- **Precios o disponibilidad cargados por API:** si son datos que quieres que se citen, inclúyelos en el HTML del servidor y en los datos estructurados.

### Si tu sitio renderiza en el cliente

Las soluciones, de mejor a peor: activar el renderizado en el servidor o la generación estática que ya ofrecen la mayoría de frameworks modernos; generar en el servidor al menos las páginas que quieres que se citen; y, como último recurso, un servicio de prerrenderizado para rastreadores, que exige mantener el contenido idéntico al que ven los usuarios para no incurrir en encubrimiento (cloaking).`,
  },
  {
    anchor: 'cdn-cortafuegos-y-rendimiento',
    title: 'CDN, cortafuegos y rendimiento para rastreadores',
    body: `Un robots.txt perfecto no sirve de nada si la infraestructura bloquea a los rastreadores antes de que lleguen a él. En nuestra experiencia, es una de las causas más frecuentes de invisibilidad que nadie sospecha.

### Dónde se bloquea sin querer

- **Protección contra bots de la CDN:** algunos proveedores, como Cloudflare, ofrecen ajustes específicos para bloquear rastreadores de IA y, en algunos casos, los aplican por defecto a dominios nuevos. Revisa la configuración de bots de tu panel y compárala con lo que dice tu robots.txt.
- **Cortafuegos de aplicación (WAF):** reglas genéricas que bloquean agentes de usuario desconocidos, países enteros o peticiones sin cookies.
- **Desafíos de JavaScript o CAPTCHA:** un rastreador no los resuelve; para él, la página es el desafío.
- **Limitación de peticiones:** un límite demasiado estricto devuelve errores 429 a rastreadores legítimos durante un rastreo intenso.
- **Complementos de seguridad del gestor de contenidos** que bloquean por agente de usuario.

### Cómo comprobarlo

1. Revisa los registros de la CDN o del cortafuegos filtrando por los agentes de usuario de los rastreadores de IA: ¿qué porcentaje de sus peticiones se bloquea o recibe un desafío?
2. Prueba con curl y el agente de usuario de un rastreador desde fuera de tu red. Ten en cuenta que algunas reglas verifican la IP, así que una prueba desde tu ordenador puede no reproducir lo que ve el rastreador real.
3. Compara la lista de rastreadores permitidos en robots.txt con la de la CDN y el cortafuegos. Las tres deben contar la misma historia.

### Reglas recomendadas

- Permite los rastreadores verificados de los proveedores cuyos asistentes quieres que te citen. Muchas CDN mantienen listas de bots verificados que comprueban la IP además del agente de usuario.
- Si tienes que limitar peticiones, hazlo con límites razonables y devolviendo 429 o 503 con la cabecera Retry-After, que los rastreadores bien diseñados interpretan como «vuelve más tarde».
- Nunca devuelvas 200 con una página de error o de desafío: el rastreador la tomará como tu contenido.

### Rendimiento

Los rastreadores, y los asistentes que consultan páginas en tiempo real para responder a un usuario, tienen límites de tiempo. Una página que tarda varios segundos en responder puede descartarse en favor de otra fuente. Como mínimo:

- Sirve las páginas de contenido desde caché siempre que sea posible.
- Vigila el tiempo hasta el primer byte de las páginas clave.
- Evita cadenas de redirecciones: cada salto añade latencia y riesgo.
- Mantén un HTML razonable: menús enormes, miles de enlaces o bloques de código incrustados dificultan llegar al contenido.`,
  },
  {
    anchor: 'analisis-de-registros',
    title: 'Analiza tus registros del servidor paso a paso',
    body: `Los registros de acceso del servidor son la única fuente que te dice qué hacen de verdad los rastreadores en tu sitio. No necesitas herramientas caras para empezar: basta una terminal o una hoja de cálculo.

### Consigue los registros

- En un alojamiento compartido suelen estar en el panel de control, en una sección de estadísticas o registros sin procesar.
- En un servidor propio, en la ruta de registros de Apache o Nginx.
- Si usas una CDN, sus registros son más completos, porque incluyen las peticiones que la CDN responde desde caché o bloquea.

Descarga al menos una semana; un mes es mejor para ver tendencias.

### Consultas básicas en la terminal

Cada elemento de esta lista es una orden independiente sobre un archivo de registro llamado access.log en el formato combinado habitual:

- Peticiones totales de un rastreador: grep -c "GPTBot" access.log
- Las mismas cifras para otros agentes: cambia GPTBot por OAI-SearchBot, ClaudeBot, PerplexityBot, Bingbot o Googlebot.
- Códigos de respuesta que recibe un rastreador: grep "OAI-SearchBot" access.log | awk '{print $9}' | sort | uniq -c
- URL más visitadas por un rastreador: grep "PerplexityBot" access.log | awk '{print $7}' | sort | uniq -c | sort -rn | head -20

Si el formato de tu servidor es distinto, las posiciones de los campos (9 para el código y 7 para la URL en el formato combinado) pueden variar: comprueba una línea a mano antes de fiarte del resultado.

### Qué buscar

1. **Presencia:** ¿aparecen los rastreadores que has permitido? Si uno no aparece en un mes, probablemente está bloqueado en algún punto.
2. **Códigos de error:** una proporción alta de 403, 429 o 5xx indica un bloqueo o un problema de capacidad.
3. **Cobertura:** ¿visitan tus páginas clave o se pierden en URL con parámetros, filtros y búsquedas internas?
4. **Archivos del host:** ¿piden robots.txt, llms.txt y el sitemap? ¿Con qué resultado?
5. **Identidad:** para los agentes con mucho volumen, verifica una muestra de IP con los rangos publicados por el proveedor o con una búsqueda DNS inversa.

### Convierte el análisis en un informe mensual

Una tabla con una fila por rastreador y cuatro columnas (peticiones, porcentaje de errores, páginas clave visitadas y variación respecto al mes anterior) basta para el panel de la monitorización continua. Si ves que un rastreador deja de visitar tus páginas clave, revisa robots.txt, la CDN y el cortafuegos antes de mirar nada más.

### Privacidad

Los registros contienen direcciones IP, que pueden ser datos personales. Limita su conservación al tiempo necesario, restringe el acceso y, si los compartes con un proveedor externo para analizarlos, hazlo con un contrato de encargo del tratamiento.`,
  },
  {
    anchor: 'canonicos-idiomas-y-duplicados',
    title: 'URL canónicas, idiomas y contenido duplicado',
    body: `Cuando una misma información existe en varias URL, los rastreadores tienen que adivinar cuál es la buena, y los asistentes pueden acabar citando una versión antigua, una copia con parámetros o la página de otro idioma. Estas señales les ayudan a elegir.

### URL canónica

- Cada página indexable lleva un elemento link con rel="canonical" que apunta a su propia URL absoluta preferida.
- Las variantes (con parámetros de campaña, con o sin barra final, con mayúsculas) apuntan a la versión preferida.
- La URL canónica es la que aparece en el sitemap, en los enlaces internos, en llms.txt y en la propiedad url de los datos estructurados. Si estos cuatro lugares no coinciden, las señales se contradicen.
- Elige una versión del dominio (con o sin www, siempre con HTTPS) y redirige la otra con una 301.

### Parámetros y filtros

En tiendas y catálogos, los filtros generan miles de combinaciones casi idénticas. Decide cuáles tienen valor propio (por ejemplo, una categoría por origen del café) y dales una URL limpia y enlazada; las demás combinaciones deben apuntar con canonical a la categoría principal y, si consumen mucho rastreo, pueden excluirse en robots.txt.

### Sitios en varios idiomas

- Usa una URL distinta para cada idioma (por ejemplo, /es/ y /en/, o subdominios), nunca el mismo URL con el idioma decidido por cookies o por la IP del visitante.
- Marca cada versión con el atributo lang del elemento html y con enlaces hreflang recíprocos entre todas las versiones, incluido un x-default para la versión por defecto.
- Si tienes versiones para España y para otros países hispanohablantes con diferencias reales (precios, normativa, envíos), usa códigos de idioma y país como es-ES y es-MX y deja claras esas diferencias en el texto.
- Cuida la traducción: un texto traducido automáticamente sin revisar compite mal con contenidos nativos y puede introducir errores que luego repiten los asistentes.

### Contenido sindicado o copiado

Si publicas tus artículos también en plataformas externas, pide que incluyan un enlace a la original o, si la plataforma lo admite, una etiqueta canonical hacia tu URL. Si alguien copia tu contenido sin permiso y los asistentes citan la copia, refuerza la autoría de tu original con fecha, autor y datos estructurados y valora una solicitud de retirada.

### Comprobación rápida

Un rastreador web como Screaming Frog SEO Spider informa de páginas sin canonical, canonicals que apuntan a redirecciones o a páginas no indexables, y errores de hreflang. Revísalo en cada auditoría técnica.`,
  },
  {
    anchor: 'caso-practico-auditoria-tecnica',
    title: 'Caso práctico: auditoría técnica de una tienda online',
    body: `Para cerrar los seis pasos con un ejemplo, aplicamos una auditoría técnica completa a **Cafés Ibaizabal**, el tostadero de Bilbao del módulo [F5](/curso/f5), con tienda online sobre un gestor de comercio electrónico de uso común y una CDN delante.

### Hallazgos

1. **robots.txt:** el grupo general excluye el carrito y la cuenta, pero una regla antigua contiene Disallow: /guias/ porque la sección estuvo en construcción. Ningún rastreador puede leer las guías, que son precisamente el contenido citable.
2. **CDN:** la protección contra bots tiene activado el bloqueo de rastreadores de IA. Aunque robots.txt los permitiera, recibirían un desafío.
3. **llms.txt:** no existe.
4. **Sitemap:** incluye 600 URL de combinaciones de filtros y todas las entradas tienen lastmod con la fecha del día, porque el complemento la regenera en cada visita.
5. **Renderizado:** las fichas de producto muestran la descripción en el HTML, pero las notas de cata y el origen se cargan en pestañas con una petición adicional.
6. **Datos estructurados:** hay un bloque Organization en la portada, pero sin @id, y las guías no tienen Article ni autor.
7. **Migas de pan:** visibles, pero sin BreadcrumbList.
8. **Monitorización:** nadie revisa los registros; los de la CDN se conservan solo unos días.

### Priorización

- **Inmediato (hoy):** quitar Disallow: /guias/ y desactivar el bloqueo de IA en la CDN para los rastreadores de búsqueda. Son dos cambios de minutos que explican por sí solos la ausencia total de citas a las guías.
- **Esta semana:** corregir el sitemap (solo URL canónicas y lastmod real) y pasar las notas de cata al HTML inicial.
- **Este mes:** publicar llms.txt, completar el grafo JSON-LD con @id, Article y Person, y añadir BreadcrumbList.
- **Continuo:** descargar los registros semanalmente y añadir las cifras de rastreadores al panel.

### Verificación

Tras los cambios inmediatos, el equipo comprueba con curl que las guías responden con 200 para los agentes de búsqueda, revisa en los registros de la CDN que OAI-SearchBot y PerplexityBot empiezan a recibir respuestas 200 en las guías, y valida los nuevos datos estructurados con el Schema Markup Validator. En la siguiente medición mensual de [F4](/curso/f4) se comparan los prompts asociados a las guías con la medición anterior.

### Lecciones

- Los dos fallos más graves estaban fuera del contenido y se corregían en minutos. Por eso la revisión técnica debe ir antes que cualquier reescritura.
- Cada hallazgo tenía un origen en un cambio pasado que nadie revisó: una sección en construcción, un ajuste de la CDN, un complemento nuevo. La validación antes de publicar y la monitorización continua existen para evitar exactamente eso.
- El orden importa: primero acceso (robots.txt, CDN), después lectura (HTML, renderizado) y por último interpretación (datos estructurados, migas, llms.txt).`,
  },
  {
    anchor: 'errores-frecuentes-tecnicos',
    title: 'Errores técnicos frecuentes',
    body: `Estos son los errores técnicos que más a menudo encontramos en nuestra experiencia al auditar sitios que no aparecen en los asistentes, ordenados de mayor a menor impacto habitual.

### Acceso

- **Un Disallow: / heredado** de un entorno de pruebas o de un lanzamiento.
- **Bloqueo de IA activado en la CDN o en un complemento de seguridad** sin que nadie lo sepa.
- **Bloquear todos los agentes de un proveedor** por no distinguir entre entrenamiento y búsqueda.
- **Zonas privadas protegidas solo con robots.txt,** que además anuncian sus rutas a cualquiera.

### Lectura

- **Texto principal generado en el navegador** y ausente del HTML inicial.
- **Contenido en pestañas que se carga bajo demanda,** en imágenes o en PDF sin versión HTML.
- **Páginas de error que responden con 200,** que los rastreadores indexan como contenido.
- **Cadenas de redirecciones** tras varias migraciones.

### Interpretación

- **Datos estructurados que no coinciden con lo visible:** valoraciones inventadas, precios antiguos, autores que no aparecen en la página.
- **JSON-LD inválido** por una coma o unas comillas tipográficas, que hace que se ignore el bloque entero.
- **@id distintos** para la misma entidad en páginas diferentes.
- **Fechas de modificación automáticas** que cambian sin que cambie el contenido.
- **Varios h1 o encabezados usados por su tamaño** y no por su significado.

### Proceso

- **Cambios técnicos sin validación** antes de publicar.
- **Nadie vigila los registros** ni recibe alertas cuando cambian robots.txt o llms.txt.
- **Archivos del host escritos a mano** que se desincronizan del contenido real.

### Las cinco comprobaciones que más problemas detectan

1. Abrir robots.txt y buscar cualquier Disallow que afecte a contenido público.
2. Revisar la configuración de bots de la CDN y del cortafuegos.
3. Descargar con curl tres páginas clave con el agente de un rastreador de IA y buscar en ellas una frase del contenido.
4. Pasar tres páginas clave por el Schema Markup Validator.
5. Contar en los registros del último mes las visitas de cada rastreador de IA y sus códigos de respuesta.`,
  },
  {
    anchor: 'autoevaluacion-f6',
    title: 'Autoevaluación del módulo F6',
    body: `Responde a estas preguntas antes de dar el módulo y el programa por terminados. Si dudas en más de tres, repasa las secciones correspondientes.

### Preguntas de comprensión

1. ¿Qué diferencia hay entre GPTBot y OAI-SearchBot, y qué consecuencia tiene bloquear cada uno para tu presencia en ChatGPT?
2. Tienes un grupo general con Disallow: /checkout y creas un grupo específico para PerplexityBot sin reglas Disallow. ¿Puede PerplexityBot rastrear /checkout? ¿Por qué?
3. ¿Por qué no debes bloquear en robots.txt una página que quieres retirar del índice con noindex?
4. ¿Qué función cumple la propiedad @id en los datos estructurados y qué condición debe cumplir para funcionar?
5. ¿Cómo comprobarías en dos minutos si el texto de una página llega en el HTML inicial?
6. Tu robots.txt permite a los rastreadores de IA, pero en los registros no aparece ninguna visita de ellos en un mes. ¿Dónde mirarías primero?
7. ¿Qué cuatro lugares deben coincidir en la URL canónica de una página?
8. ¿Por qué no se debe esperar que llms.txt cambie por sí solo tu cuota de respuesta?

### Soluciones orientativas

- Pregunta 2: sí. PerplexityBot sigue solo el grupo más específico que lo nombra, y ese grupo no prohíbe nada. Hay que repetir en él las exclusiones.
- Pregunta 3: porque el rastreador necesita acceder a la página para leer la etiqueta noindex; si está bloqueada, no la ve y la URL puede seguir indexada.
- Pregunta 6: en la configuración de bots de la CDN y en las reglas del cortafuegos o de los complementos de seguridad.
- Pregunta 7: la etiqueta canonical, el sitemap, los enlaces internos (y llms.txt) y la propiedad url de los datos estructurados.

### Lista de comprobación práctica

- Mi robots.txt distingue entre rastreadores de entrenamiento y de búsqueda según una decisión documentada, repite las exclusiones en cada grupo y declara el sitemap.
- La configuración de bots de mi CDN y de mi cortafuegos coincide con robots.txt.
- He publicado llms.txt con un resumen, mis contenidos esenciales y URL que responden con 200.
- El texto principal de mis páginas clave llega en el HTML inicial; lo he comprobado con curl o con el código fuente.
- Tengo un grafo JSON-LD con Organization, WebSite, Person y Article conectados con @id idénticos en todo el sitio, y lo he validado.
- Cada página indexable tiene canonical coherente con el sitemap, los enlaces internos y los datos estructurados.
- Reviso cada mes los registros del servidor o de la CDN por rastreador y código de respuesta.
- Las plantillas nuevas se validan antes de publicarse.

### Ejercicio final

Haz las cinco comprobaciones que más problemas detectan, de la sección anterior, sobre tu propio sitio. Anota cada hallazgo con su prioridad (inmediato, esta semana, este mes o continuo) siguiendo el caso práctico, corrige los inmediatos hoy mismo y programa una medición de [F4](/curso/f4) para dentro de un mes. Con eso habrás cerrado el círculo del programa: contenido citable, autoridad, validación, mantenimiento y una base técnica que permite que todo ello llegue a los asistentes.`,
  },
]
