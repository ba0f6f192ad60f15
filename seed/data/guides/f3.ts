import type { SeedSection } from '../types'

// Additional premium sections of the F3 guide (Autoridad Generativa), appended to the module's premiumSections.
export const f3Guide: SeedSection[] = [
  {
    anchor: 'caso-practico-clinica',
    title: 'Caso práctico: la autoridad de una clínica de fisioterapia',
    body: `Aplicamos el módulo a un caso completo. **Fisioterapia Abando** es una clínica ficticia de Bilbao con cuatro fisioterapeutas colegiados, especializada en lesiones deportivas y suelo pélvico. Tiene una web cuidada, un blog con treinta artículos y buenas opiniones en su ficha de empresa. Aun así, cuando se pregunta a los asistentes por fisioterapia deportiva en Bilbao o por ejercicios para la fascitis plantar, no aparece.

### Diagnóstico con las 17 señales

La revisión con la lista de verificación da este resultado:

- **Autoría:** los artículos están firmados como «Equipo Abando». No hay páginas de autor. Señales 1 a 4 pendientes.
- **Calidad:** los artículos son correctos, pero genéricos; no citan fuentes y no incluyen experiencia propia. Señales 6 y 7 pendientes; 8 parcial, porque hay fecha de publicación pero no de revisión.
- **Reputación externa:** una entrevista en un periódico local de hace tres años y la ficha en el directorio del colegio profesional. Señales 10 a 13 parciales o pendientes.
- **Coherencia:** el nombre aparece como «Fisioterapia Abando», «Clínica Abando Fisio» y «Abando Fisioterapia y Pilates» en distintos perfiles, con dos teléfonos distintos. Señales 14 y 15 pendientes.
- **Transparencia:** no hay política editorial; en contenido de salud, su ausencia pesa. Señal 17 pendiente.

### Plan de tres meses

**Mes 1: lo que depende solo de la clínica.**

1. Ficha de identidad: nombre canónico «Fisioterapia Abando», una descripción de una frase y un teléfono.
2. Corrección de los perfiles y fichas que controla la clínica; solicitudes de corrección en los directorios que no controla.
3. Página de autor para cada fisioterapeuta, con número de colegiación, formación, especialidad y enlaces a perfiles verificables.
4. Reasignación de firmas: cada artículo pasa a firmarlo el fisioterapeuta de esa especialidad, que lo revisa y actualiza.
5. Política editorial: quién escribe, quién revisa, qué fuentes se usan y cómo se corrigen errores.

**Mes 2: contenido con experiencia.**

1. Revisión de los diez artículos con más visitas: fuentes científicas y guías de práctica clínica enlazadas, fecha de revisión y un apartado «En consulta vemos…» con experiencia propia, sin datos de pacientes identificables.
2. Un activo citable: un resumen anual anonimizado de los motivos de consulta de la clínica, con la metodología explicada.

**Mes 3: reputación externa.**

1. Propuesta del resumen anual a dos medios locales y a un club deportivo con el que ya colaboran.
2. Una charla en una carrera popular de la ciudad, con reseña en la web del organizador.
3. Participación del fisioterapeuta de suelo pélvico en un podcast de salud femenina.

### Cómo se leen los resultados

Al cabo de tres meses, la clínica repite su batería de preguntas. En las consultas locales («fisioterapia deportiva en Bilbao») empieza a aparecer con cierta frecuencia, a veces citando la reseña del medio local. En las preguntas generales de salud («ejercicios para la fascitis plantar») sigue sin aparecer: compite con organismos sanitarios, hospitales y revistas científicas.

La conclusión del equipo es sensata: la autoridad temática se gana primero donde eres realmente especialista y cercano. Deciden centrar el contenido en preguntas donde su experiencia local y deportiva aporta algo que las fuentes generales no tienen, y medir de nuevo en seis meses.

### Lecciones del caso

- La incoherencia de marca era un problema silencioso que nadie había detectado.
- Firmar como «equipo» desaprovechaba la mayor baza de la clínica: profesionales colegiados con experiencia real.
- En temas de salud, la transparencia editorial no es un extra, es una condición previa.`,
  },
  {
    anchor: 'estilo-experto',
    title: 'Estilo experto: cómo se escribe con autoridad',
    body: `La autoridad también se nota en la forma de escribir. Un texto experto no es el que usa más tecnicismos, sino el que muestra dominio del tema: precisión, matices y límites claros. Es lo que un lector especialista reconoce enseguida y lo que un modelo asocia con las fuentes fiables de las que aprendió.

### Rasgos del estilo experto

1. **Precisión terminológica.** Usa el término correcto y defínelo si el público no lo conoce. «Tendinopatía rotuliana» y no «dolor de rodilla» cuando hablas de un diagnóstico concreto.
2. **Cifras con contexto.** Rangos, condiciones y fuentes: «entre seis y doce semanas, según la gravedad y la adherencia a los ejercicios».
3. **Matices explícitos.** «Suele», «en la mayoría de los casos», «salvo que» bien usados no son debilidad: indican que conoces las excepciones.
4. **Límites reconocidos.** «Este artículo no sustituye a una valoración individual; si el dolor aparece en reposo o por la noche, consulta a tu médico».
5. **Separación entre hechos y opiniones.** «Las guías clínicas recomiendan…» frente a «En nuestra experiencia, funciona mejor…».
6. **Experiencia de primera mano.** Detalles que solo conoce quien lo ha hecho: el error que cometen la mayoría de los pacientes, la duda que surge en la tercera sesión.

### Antes y después

- **Antes:** «El ejercicio es fundamental para recuperarse de cualquier lesión y con nuestros tratamientos innovadores te recuperarás en tiempo récord».
- **Después:** «En la fascitis plantar, los ejercicios de estiramiento y fortalecimiento son la base del tratamiento conservador que recogen las guías de práctica clínica. En nuestra consulta, la mayoría de los pacientes notan mejoría en unas semanas si hacen los ejercicios a diario; cuando no hay mejoría tras varios meses, derivamos al especialista para valorar otras opciones».

El segundo texto es más largo, pero cada frase aporta información y deja claro quién habla y desde qué experiencia.

### Vocabulario que resta autoridad

- Superlativos sin prueba: «el mejor», «líder», «revolucionario».
- Promesas absolutas: «garantizado», «siempre», «100 % eficaz».
- Urgencia artificial: «no esperes más», «últimas plazas».
- Jerga hueca: «soluciones integrales», «sinergias», «valor añadido».

### Guía de estilo en una página

Redacta un documento breve para todo tu equipo con:

- Los términos canónicos del sector y de tu marca.
- Cómo citar fuentes (en el texto, con nombre del organismo, año y enlace).
- Expresiones prohibidas.
- Cómo distinguir en el texto la experiencia propia de la evidencia publicada.
- Quién revisa cada tipo de contenido antes de publicarlo.

Esta guía es además la mejor instrucción que puedes dar a un asistente de IA si lo usas para preparar borradores: pégala al principio de cada petición.`,
  },
  {
    anchor: 'datos-originales',
    title: 'Cómo publicar datos originales que otros citen',
    body: `Los datos originales son el activo citable más potente: si eres la fuente primaria de una cifra, quien la use tendrá que citarte, y los asistentes tienden a recoger las cifras con origen claro. No hace falta un gran estudio; hacen falta rigor y transparencia.

### Tipos de datos al alcance de una pyme

- **Datos agregados de tu actividad:** motivos de consulta, plazos medios, precios medios por tipo de proyecto, temporadas de mayor demanda.
- **Encuestas a clientes o al sector:** con un cuestionario breve y una muestra bien descrita.
- **Pruebas y comparativas propias:** ensayos documentados de productos, herramientas o métodos.
- **Recopilaciones de datos públicos:** cruces de fuentes oficiales que nadie ha puesto juntas, citando cada origen.

### Procedimiento en seis pasos

Como ejemplo usamos a Reformas Ebro, una empresa ficticia de reformas de Zaragoza con doce empleados (la misma que aparece en el módulo [F2](/curso/f2)).

1. **Pregunta de investigación.** Elige una pregunta que tu público se haga y que nadie responda con datos locales o de tu nicho. Ejemplo: «¿Cuánto tarda de media una reforma de cocina en Zaragoza desde la firma hasta la entrega?».
2. **Fuente y periodo.** Define qué datos usas y de qué fechas: «Las 84 reformas de cocina que terminamos entre enero y diciembre de 2024».
3. **Anonimización.** Elimina cualquier dato que permita identificar a clientes o pacientes. En datos de salud, extrema la precaución y consulta a quien se ocupe de la protección de datos en tu organización.
4. **Análisis sencillo y honesto.** Medias y medianas, rangos, porcentajes. Explica qué casos excluyes y por qué.
5. **Publicación.** Una página propia con la conclusión principal arriba, las cifras clave en una lista, la metodología, las limitaciones y la fecha.
6. **Difusión.** Comparte los datos con medios, asociaciones y comunidades del sector (ver la sección de relación con medios).

### Estructura de la página de datos

- Titular con la conclusión: «Una reforma de cocina en Zaragoza tarda una mediana de 5 semanas: datos de 84 proyectos de 2024».
- Resumen de tres frases.
- Cifras clave en una lista.
- Metodología: origen de los datos, periodo, tamaño de la muestra, exclusiones.
- Limitaciones: «Los datos proceden de una sola empresa y no representan al conjunto del mercado».
- Cómo citar: «Reformas Ebro (2025). Duración de las reformas de cocina en Zaragoza, datos de 2024. URL».
- Autor, fecha de publicación y fecha de la próxima actualización.

### Por qué las limitaciones aumentan la credibilidad

Declarar que tu muestra es pequeña o local no te resta valor; te hace citable con seguridad. Un periodista o un modelo que lee «datos de 84 proyectos de una empresa de Zaragoza» sabe exactamente qué está citando. Un dato inflado o sin metodología es un riesgo para quien lo usa.

### Repetición anual

Publica la actualización cada año con la misma metodología. La serie temporal se vuelve más valiosa con cada edición y convierte tu página en la referencia habitual para esa pregunta.`,
  },
  {
    anchor: 'plantillas-person-organization',
    title: 'Plantillas de datos estructurados Person y Organization',
    body: `Los datos estructurados no crean autoridad, pero la hacen legible para las máquinas: conectan tu web con tus perfiles externos y declaran quién es quién. Las plantillas están escritas línea a línea en texto plano; en tu web irán en una etiqueta script de tipo application/ld+json. Valídalas con el Schema Markup Validator.

### Plantilla Organization (página principal)

- "@context": "https://schema.org"
- "@type": "Organization" (o un subtipo más preciso, como "MedicalClinic" o "HomeAndConstructionBusiness", si encaja)
- "@id": "https://www.tudominio.es/#organizacion"
- "name": el nombre canónico exacto de tu ficha de identidad
- "description": la descripción de una frase
- "url": "https://www.tudominio.es/"
- "logo": la URL de tu logotipo
- "foundingDate": "2012"
- "address": un objeto "PostalAddress" con calle, código postal, localidad y país
- "contactPoint": un objeto "ContactPoint" con teléfono, correo y tipo de contacto
- "sameAs": la lista de URL de tus perfiles oficiales (redes profesionales, ficha del colegio o asociación, entrada de Wikidata si existe)

### Plantilla Person (página de autor)

- "@context": "https://schema.org"
- "@type": "Person"
- "@id": "https://www.tudominio.es/equipo/ane-urrutia#persona"
- "name": "Ane Urrutia"
- "jobTitle": "Fisioterapeuta especializada en lesiones deportivas"
- "worksFor": una referencia con "@id": "https://www.tudominio.es/#organizacion"
- "alumniOf": la universidad donde estudió
- "hasCredential": un objeto "EducationalOccupationalCredential" con el nombre del título o la colegiación
- "knowsAbout": una lista de temas, por ejemplo «fascitis plantar», «tendinopatía», «readaptación deportiva»
- "sameAs": la lista de URL de sus perfiles profesionales verificables

### Conectar los contenidos

En cada artículo, la propiedad "author" no repite los datos de la persona: apunta a su @id. Y "publisher" apunta al @id de la organización. Así, todas las páginas describen un único grafo coherente en lugar de decenas de personas y empresas aparentemente distintas.

### Comprobaciones

1. El nombre de la persona y de la organización es idéntico en el marcado, en la página y en los perfiles de sameAs.
2. Cada URL de sameAs funciona y corresponde de verdad a esa persona u organización.
3. Los temas de knowsAbout coinciden con lo que la persona firma en tu web.
4. No hay credenciales que no puedas acreditar.

### Sobre Wikidata

Wikidata es una base de conocimiento abierta que muchos sistemas usan para identificar entidades. Si tu organización cumple sus criterios de relevancia (por ejemplo, porque hay fuentes independientes que hablan de ella), puede tener una entrada con identificadores y enlaces verificables. Como en Wikipedia, actúa con transparencia y respeta sus normas sobre conflicto de intereses; no crees entradas sin fuentes independientes.`,
  },
  {
    anchor: 'politica-editorial',
    title: 'Política editorial y páginas de transparencia',
    body: `La transparencia es la señal de autoridad más barata de implantar y una de las más descuidadas. Las páginas que explican cómo trabajas permiten a lectores, periodistas y sistemas evaluar si pueden confiar en tu contenido.

### Páginas imprescindibles

- **Quiénes somos:** historia, equipo, datos de la empresa (razón social, dirección, registro cuando proceda) y enlaces a los autores.
- **Contacto:** vías reales de contacto, con dirección física si atiendes presencialmente.
- **Política editorial:** cómo se crea y se revisa el contenido.
- **Correcciones:** cómo se notifican y se corrigen los errores.
- **Información legal:** aviso legal, privacidad y cookies, como exige la normativa.

### Plantilla de política editorial

Adapta estos apartados a tu organización:

1. **Propósito.** «Publicamos guías para ayudar a [PÚBLICO] a tomar decisiones sobre [TEMA]».
2. **Autoría.** «Todos nuestros contenidos están firmados por profesionales del equipo con experiencia en el tema. Puedes consultar su perfil en la página de cada autor».
3. **Revisión.** «Los contenidos sobre [TEMAS SENSIBLES] los revisa [PERFIL] antes de publicarse y, al menos, una vez al año».
4. **Fuentes.** «Basamos nuestras afirmaciones en fuentes oficiales, guías profesionales y publicaciones especializadas, que enlazamos en el texto. Cuando hablamos de nuestra experiencia, lo indicamos».
5. **Uso de IA.** «Podemos usar herramientas de IA como apoyo para preparar borradores o revisar el estilo. Todo contenido lo revisa y lo firma una persona del equipo, que responde de su exactitud».
6. **Independencia.** Cómo gestionas los contenidos patrocinados o los enlaces de afiliación, si los hay, y cómo se identifican.
7. **Correcciones.** «Si detectas un error, escríbenos a [CORREO]. Corregimos los errores comprobados en un plazo de [X] días hábiles e indicamos al final del artículo qué se ha cambiado y cuándo».

### Nota de actualización visible

Al final de cada contenido revisado, una línea breve: «Revisado por [NOMBRE], [CARGO], el [FECHA]. Cambios: actualización de precios y de la normativa de 2025». Es transparencia útil para el lector y una señal clara de mantenimiento.

### Errores que restan credibilidad

- Una política editorial copiada de otra web que no se corresponde con lo que haces.
- Prometer revisiones anuales que no se hacen: las fechas lo delatan.
- Ocultar el uso de IA o, al contrario, publicar textos generados sin revisión.
- Páginas de quiénes somos sin personas ni datos concretos.`,
  },
  {
    anchor: 'relacion-con-medios',
    title: 'Relación con medios y colaboraciones: plantillas',
    body: `Las menciones en medios y publicaciones del sector son de las señales externas que más pesan, y también de las más difíciles de conseguir. La clave es ofrecer algo útil para el periodista o el editor, no pedir un favor.

### Prepara tu lista de contactos

1. Identifica entre diez y veinte medios o publicaciones que tu público lee: prensa local, revistas sectoriales, boletines de asociaciones, blogs especializados y podcasts.
2. Para cada uno, localiza a la persona que cubre tu tema y lee sus últimos artículos.
3. Anota qué tipo de contenido publican (datos, entrevistas, opinión, consejos prácticos) y con qué frecuencia.

### Qué ofrecer

- **Datos originales** con una conclusión clara.
- **Un portavoz disponible** para comentar una noticia de actualidad de tu sector, con respuesta rápida.
- **Un artículo de colaboración** exclusivo, útil y sin promoción.
- **Una guía práctica** de temporada: «Qué revisar en la caldera antes del invierno».

### Plantilla de correo a un medio

**Asunto:** Datos: una reforma de cocina en Zaragoza tarda una mediana de 5 semanas (84 proyectos de 2024)

Hola, [NOMBRE]:

He leído tu artículo sobre [TEMA RECIENTE] y creo que estos datos pueden interesarte. En Reformas Ebro hemos analizado las 84 reformas de cocina que terminamos en 2024 en Zaragoza: la mediana fue de 5 semanas y los retrasos se debieron sobre todo a [CAUSA PRINCIPAL].

Tienes la metodología y las cifras completas aquí: [URL]. Si te resulta útil, [NOMBRE DEL PORTAVOZ], jefe de obra con [X] años de experiencia, puede atenderte esta semana.

Un saludo,

[FIRMA CON CARGO Y TELÉFONO]

### Claves del correo

- Asunto con el dato, no con tu marca.
- Personalizado: demuestra que conoces su trabajo.
- Breve: cinco o seis líneas.
- Un único enlace, a la página con la metodología.
- Sin adjuntos pesados ni notas de prensa de dos páginas.

### Colaboraciones y podcasts

Cuando colabores fuera de tu web:

- Firma siempre con el mismo nombre y el mismo cargo que en tu página de autor.
- Pide que la biografía enlace a tu página de autor o a tu web.
- Trata los temas en los que quieres ser referencia, con la misma terminología.
- Enlaza la colaboración desde tu página de autor: el vínculo en ambos sentidos refuerza la entidad.

### Seguimiento

Registra cada contacto, la respuesta y, si hay publicación, la URL y la fecha. Con el tiempo sabrás qué medios responden y qué tipo de propuesta funciona. No insistas más de una vez por propuesta.`,
  },
  {
    anchor: 'resenas-y-opiniones',
    title: 'Reseñas y opiniones de terceros',
    body: `Las reseñas son otra forma de lo que otros dicen de ti. Los asistentes las usan sobre todo en las preguntas de recomendación («¿qué clínica de fisioterapia me recomiendas en Bilbao?») y cuando resumen la reputación de una empresa. Su efecto exacto no es público, pero su contenido aparece a menudo en las respuestas sobre negocios locales.

### Dónde importan

- **Ficha de empresa en los mapas de Google y de Bing:** son la base de las respuestas locales, y Copilot y Gemini se apoyan en esos ecosistemas.
- **Plataformas de tu sector:** directorios profesionales, comparadores y marketplaces donde tus clientes dejan opiniones.
- **Foros y comunidades**, donde las opiniones son espontáneas y muy visibles para los sistemas que recuperan contenido de debate.

### Cómo conseguir más reseñas legítimas

1. Pídelas en el momento adecuado: al terminar el servicio, cuando el cliente está satisfecho.
2. Facilita el enlace directo a la ficha, por correo o con un código QR en la factura.
3. Pide detalles, no estrellas: «Si te animas, cuéntanos qué tratamiento hiciste y cómo fue». Las reseñas con detalle concreto son más útiles para los lectores y para los sistemas que las resumen.
4. Pide a todos los clientes, no solo a los que crees satisfechos.

### Cómo responder

- Responde a todas las reseñas, positivas y negativas, con tu nombre y cargo.
- Ante una crítica, reconoce el problema, explica qué has hecho y ofrece una vía de contacto. Una buena respuesta a una crítica muestra profesionalidad.
- Nunca reveles datos del cliente en la respuesta, y menos aún datos de salud.

### Lo que no debes hacer

- Comprar reseñas, pedirlas a familiares o empleados haciéndose pasar por clientes o publicar reseñas propias con otras cuentas. La normativa de protección de los consumidores prohíbe las reseñas falsas, y las plataformas las eliminan y pueden sancionar la ficha.
- Ofrecer descuentos a cambio de reseñas positivas. Si incentivas las reseñas, revisa antes las condiciones de cada plataforma y la normativa aplicable.
- Publicar en tu web testimonios sin el consentimiento de quien los escribió.

### Integración con tu web

Puedes mostrar en tu web testimonios reales con nombre (o iniciales) y consentimiento. Si usas datos estructurados de valoraciones, revisa antes las directrices de cada buscador: las valoraciones marcadas deben ser visibles y reales, y en muchos casos no se admiten las que una empresa publica sobre sí misma.`,
  },
  {
    anchor: 'medir-la-autoridad',
    title: 'Cómo medir el avance de tu autoridad',
    body: `La autoridad no tiene un indicador único, así que conviene seguir un pequeño cuadro de mando con señales indirectas. Mídelo cada mes o cada trimestre y compáralo siempre con la misma batería de preguntas.

### Indicadores de percepción en los asistentes

1. **Descripción de marca.** Pregunta «¿Qué sabes de [MARCA]?» y «¿Quién es [AUTOR]?» en varios asistentes, con y sin búsqueda. Anota si la descripción es correcta, completa y coherente con tu ficha de identidad.
2. **Recomendación.** En preguntas de recomendación de tu sector y zona, proporción de intentos en los que apareces.
3. **Atribución.** En preguntas informativas, proporción de respuestas en las que se te cita de forma directa frente a implícita.
4. **Errores.** Número de afirmaciones falsas sobre tu marca en las respuestas. Su descenso indica que la coherencia funciona.

### Indicadores de reputación externa

- Número de menciones nuevas en medios y publicaciones del sector, con enlace o sin él.
- Número de dominios temáticos que te enlazan, según tu herramienta de análisis de enlaces.
- Número de colaboraciones publicadas por tus autores fuera de tu web.
- Número y calidad media de las reseñas nuevas.

### Indicadores de señales propias

- Porcentaje de contenidos firmados por un autor con página propia.
- Porcentaje de contenidos revisados en los últimos doce meses.
- Discrepancias pendientes en la auditoría de coherencia.
- Señales cumplidas de la lista de 17.

### Plantilla de cuadro de mando trimestral

Una fila por indicador, con estas columnas:

- Indicador.
- Valor del trimestre anterior.
- Valor actual.
- Variación.
- Acción relacionada (qué hiciste que pueda explicar el cambio).
- Próxima acción.

### Cómo interpretar

- Los indicadores de señales propias deberían mejorar en semanas; si no lo hacen, es un problema de ejecución, no de estrategia.
- Los de reputación externa se mueven en meses. Evalúalos por tendencia, no mes a mes.
- Los de percepción en los asistentes son los más variables. Necesitas varias mediciones y varios intentos por pregunta para distinguir una tendencia del ruido. El módulo [F4](/curso/f4) te da un protocolo completo.
- Cuando un indicador de percepción mejora, busca en tu registro qué mención, colaboración o cambio coincide en el tiempo: no demuestra la causa, pero orienta la siguiente decisión.`,
  },
  {
    anchor: 'errores-y-riesgos-de-autoridad',
    title: 'Errores y riesgos al construir autoridad',
    body: `Construir autoridad lleva tiempo, y la tentación de acelerar el proceso es la causa de los errores más caros. Estos son los que más vemos.

- **Atajos artificiales.** Redes de blogs, compra de enlaces, notas de prensa pagadas en sitios sin lectores. Además de arriesgar sanciones de los buscadores, generan menciones en contextos de baja calidad que no te asocian con tu tema.
- **Autores ficticios o credenciales exageradas.** Un perfil inventado o un título que no tienes puede descubrirse con una búsqueda, y el daño a la confianza es muy difícil de revertir. En sectores regulados como la salud, el derecho o las finanzas puede tener además consecuencias legales.
- **Dispersión temática.** Escribir de todo para captar tráfico diluye la asociación entre tu marca y tu especialidad. Es preferible ser la referencia en un tema concreto que una voz más en diez.
- **Autoridad que depende de una sola persona.** Si toda la reputación está en el fundador y este deja la empresa, se va con ella. Reparte la visibilidad entre varios profesionales del equipo.
- **Incoherencias tras un cambio.** Un cambio de nombre, de dirección o de teléfono sin actualizar perfiles y directorios genera durante años información contradictoria. Planifica la actualización antes del cambio.
- **Datos originales sin metodología.** Una cifra llamativa sin explicación puede citarse una vez, pero no construye confianza y puede volverse en tu contra si alguien la cuestiona.
- **Ignorar lo que los asistentes dicen de ti.** Si un asistente repite un dato falso sobre tu empresa, busca su origen (un directorio desactualizado, una noticia antigua) y corrígelo en la fuente; publicar la información correcta de forma clara y coherente en tu web también ayuda.
- **Medir solo las citas.** Centrarse en el número de apariciones y olvidar la exactitud de lo que se dice de ti. Una mención con datos erróneos puede ser peor que ninguna.
- **Abandonar a los tres meses.** La reputación externa se acumula despacio. Los equipos que dejan de trabajarla justo antes de que empiece a notarse pierden la inversión.

### Una regla para decidir

Antes de cualquier acción de autoridad, pregúntate: ¿me sentiría cómodo si un cliente, un periodista o un competidor supiera exactamente cómo lo he conseguido? Si la respuesta es no, no lo hagas.`,
  },
  {
    anchor: 'autoevaluacion-f3',
    title: 'Autoevaluación del módulo F3',
    body: `Comprueba lo que has aprendido antes de pasar al módulo F4. Responde primero y después consulta las claves.

### Preguntas

1. ¿En qué tres momentos influye la autoridad de una fuente en la respuesta de un asistente?
2. ¿Por qué decimos que la autoridad es temática?
3. ¿Qué señales de la lista de 17 dependen solo de ti y pueden resolverse en semanas?
4. ¿Qué debe incluir una página de autor?
5. ¿Para qué sirve la propiedad sameAs?
6. Reescribe con estilo experto: «Nuestro tratamiento innovador garantiza resultados en tiempo récord».
7. ¿Qué apartados debe tener una página de datos originales?
8. ¿Por qué declarar las limitaciones de tus datos aumenta su credibilidad?
9. ¿Qué tres características tiene un buen correo de propuesta a un medio?
10. ¿Qué indicadores usarías para saber si tu coherencia de marca está funcionando?

### Claves

1. En el entrenamiento (asociación de tu marca con un tema), en la recuperación (criterios del buscador y calidad del fragmento) y en la síntesis (preferencia por fragmentos respaldados).
2. Porque puedes ser una referencia en un tema y un desconocido en otro; los esfuerzos deben concentrarse en tu especialidad.
3. Autoría y experiencia, calidad del contenido, coherencia de marca y transparencia (señales 1 a 9 y 14 a 17).
4. Biografía centrada en la experiencia relevante, temas sobre los que escribe, enlaces a perfiles verificables, lista de contenidos y datos estructurados Person.
5. Conecta tu entidad en la web con tus perfiles externos para que se reconozcan como una misma persona u organización.
6. Por ejemplo: «El tratamiento combina ejercicio terapéutico y terapia manual. En nuestra consulta, la mayoría de los pacientes notan mejoría en unas semanas; el plazo depende de la lesión y de la constancia con los ejercicios».
7. Titular con la conclusión, resumen, cifras clave, metodología, limitaciones, forma de citar, autor y fechas.
8. Porque quien cita sabe exactamente qué está citando y lo puede hacer con seguridad.
9. Asunto con el dato, personalización y brevedad con un único enlace.
10. La exactitud de la descripción de tu marca en los asistentes, el número de errores sobre ella y las discrepancias pendientes en tu auditoría de coherencia.

### Entregables del módulo

- Lista de las 17 señales evaluada, con un plan priorizado.
- Ficha de identidad de marca y auditoría de coherencia corregida.
- Páginas de autor con datos estructurados Person y marcado Organization validado.
- Política editorial publicada.
- Un activo citable planificado o publicado.
- Cuadro de mando de autoridad con su primera medición.

Con estos elementos en marcha, pasa al módulo [F4: Validación Conversacional](/curso/f4) para medir con rigor si tus cambios se traducen en más presencia en las respuestas.`,
  },
]
