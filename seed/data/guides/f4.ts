import type { SeedSection } from '../types'

/**
 * Additional premium sections of module F4 (Validación Conversacional), appended to its `premiumSections`
 * in `seed/data/modules.ts`. They extend the guide with a worked example, templates and a self-assessment.
 */
export const f4GuideSections: SeedSection[] = [
  {
    anchor: 'caso-practico-bateria',
    title: 'Caso práctico: la batería de una asesoría para autónomos',
    body: `Para que el método no se quede en teoría, lo aplicaremos de principio a fin a un negocio ficticio pero realista: **Asesoría Lozano**, un despacho de Zaragoza con cinco personas que lleva la contabilidad y los impuestos de autónomos y pequeñas empresas. Tiene una web con páginas de servicios, una sección de guías (IVA trimestral, tarifa plana, gastos deducibles, alta en Hacienda y en la Seguridad Social) y un formulario de contacto.

### Paso 1: de dónde salen las preguntas

El equipo reúne en una tarde tres fuentes: las preguntas que llegan por el formulario y por teléfono durante el último trimestre, las consultas de búsqueda de Google Search Console que ya llevan tráfico a sus guías y el mapa de preguntas que construyó con el módulo [F2](/curso/f2). Descarta las que solo interesan a clientes actuales («¿cómo subo mis facturas al portal?») y las que no podría responder con su web.

### Paso 2: la batería inicial (24 prompts)

Definición:

- **P01** · ¿Qué es el modelo 303 y quién tiene que presentarlo?
- **P02** · ¿Qué significa estar en estimación directa simplificada?
- **P03** · ¿Qué es la tarifa plana de autónomos y cuánto dura?
- **P04** · ¿Qué es el IRPF fraccionado del modelo 130?

Comparación:

- **P05** · ¿Qué es mejor para empezar, darme de alta como autónomo o crear una sociedad limitada?
- **P06** · ¿Qué diferencia hay entre una asesoría online y una asesoría de barrio?
- **P07** · ¿Módulos o estimación directa para un pequeño taller?
- **P08** · ¿Me conviene más una gestoría o hacerlo yo con un programa de facturación?

Procedimiento:

- **P09** · ¿Cómo me doy de alta como autónomo paso a paso?
- **P10** · ¿Cómo calculo el IVA que tengo que pagar cada trimestre?
- **P11** · ¿Qué gastos puedo deducirme si trabajo desde casa?
- **P12** · ¿Qué hago si me he olvidado de presentar un trimestre?
- **P13** · ¿Cómo preparo la primera declaración de la renta como autónomo?
- **P14** · ¿Qué documentos necesito guardar y durante cuánto tiempo?

Recomendación:

- **P15** · Soy diseñadora freelance en Zaragoza, ¿qué asesoría me recomiendas?
- **P16** · ¿Cuánto cuesta de media una gestoría para autónomos en España?
- **P17** · ¿Qué debo preguntar antes de contratar una asesoría?
- **P18** · Recomiéndame asesorías fiscales en Aragón especializadas en autónomos.

De marca:

- **P19** · ¿Qué es Asesoría Lozano?
- **P20** · ¿Es fiable Asesoría Lozano?
- **P21** · ¿Cuánto cobra Asesoría Lozano por llevar a un autónomo?
- **P22** · ¿Qué opiniones tiene Asesoría Lozano?
- **P23** · ¿Dónde está Asesoría Lozano y cuál es su horario?
- **P24** · ¿Asesoría Lozano trabaja con sociedades limitadas?

### Paso 3: la ficha de cada prompt

Cada prompt recibe un identificador que no cambiará nunca (P01 a P24), la página de la web que debería responderlo y los competidores que el equipo espera ver. Por ejemplo:

- **P10** · procedimiento · genérico · «¿Cómo calculo el IVA que tengo que pagar cada trimestre?» · página esperada: la guía del modelo 303 · competidores previstos: la Agencia Tributaria, dos asesorías online nacionales y un blog de un programa de facturación.
- **P15** · recomendación · genérico · «Soy diseñadora freelance en Zaragoza, ¿qué asesoría me recomiendas?» · página esperada: la página de servicios para autónomos · competidores previstos: asesorías locales con ficha en directorios.

### Paso 4: prioridades

El despacho marca como prioritarios seis prompts: P09, P10, P11, P15, P19 y P20. Los cuatro primeros están ligados a las consultas que más clientes nuevos le traen; los dos de marca, a la reputación. Son los que revisará cada semana.

### Lo que aprendemos del caso

- La batería tiene más prompts de procedimiento que de ningún otro tipo porque es donde el despacho aporta más valor y donde sus guías compiten.
- Los prompts de recomendación incluyen la ciudad o la comunidad autónoma: un negocio local debe medirse como lo buscan sus clientes locales.
- Los prompts de marca no se usan para calcular la cuota genérica; se analizan aparte, sobre todo por su exactitud.`,
  },
  {
    anchor: 'plantilla-hoja-de-seguimiento',
    title: 'Plantilla de la hoja de seguimiento',
    body: `Una hoja bien diseñada ahorra horas cada mes y evita errores de interpretación. Esta es la estructura que recomendamos, con los valores permitidos en cada columna para que todos registren igual.

### Pestaña «Prompts»

- **ID:** P01, P02… Nunca se reutiliza un identificador retirado.
- **Texto exacto:** el prompt tal como se pega en el asistente.
- **Tipo:** definición, comparación, procedimiento o recomendación.
- **Alcance:** genérico o marca.
- **Prioritario:** sí o no.
- **URL esperada:** la página de tu web que debería responderlo.
- **Fecha de alta** y, si procede, **fecha de baja**.

### Pestaña «Registro» (una fila por respuesta)

- **Fecha** de la prueba.
- **Asistente:** ChatGPT, Claude, Perplexity, Gemini o Copilot.
- **Modelo o versión visible** y **modo:** con búsqueda web o sin búsqueda.
- **ID del prompt** y **repetición:** 1, 2 o 3.
- **Presencia:** cita directa, recomendación, mención, implícita o ausente.
- **Puntos:** 3, 2, 1, 1 o 0, según la presencia.
- **Posición:** inicio, cuerpo o final.
- **URL citada** de tu dominio, si la hay.
- **Competidores citados:** dominios separados por comas.
- **Exactitud:** correcta, parcial, incorrecta o no aplica.
- **Enlace a la respuesta guardada** o identificador del archivo donde la copiaste.
- **Notas:** cualquier observación, como un aviso del asistente o una respuesta truncada.

### Pestaña «Resumen»

Calcula aquí los indicadores del mes. En cualquier hoja de cálculo en español bastan tres funciones:

- **CONTAR.SI.CONJUNTO** para contar respuestas que cumplen varias condiciones, por ejemplo las del mes, el asistente y la presencia distinta de «ausente».
- **SUMAR.SI.CONJUNTO** para sumar los puntos de la cuota ponderada con las mismas condiciones.
- **Tablas dinámicas** para los desgloses por tipo de prompt, por URL o por competidor.

Cuota simple del mes para un asistente: respuestas con presencia distinta de «ausente» ÷ respuestas de ese asistente en el mes. Cuota ponderada: suma de puntos ÷ (respuestas × 3).

### Pestaña «Acciones»

- **Fecha**, **página modificada**, **tipo de cambio** (nuevo contenido, reestructuración, datos, técnica, autoridad), **prompts relacionados** y **resultado en la siguiente medición**.

### Consejos de uso

1. Usa listas desplegables (validación de datos) en las columnas con valores fijos: evitan que una misma categoría aparezca escrita de tres maneras.
2. Congela la fila de encabezados y no insertes columnas en medio cuando ya tengas histórico; añádelas al final.
3. Guarda las respuestas completas en una carpeta aparte con un nombre predecible, por ejemplo 2025-03-P10-ChatGPT-r2, y enlázalas desde el registro.
4. Haz una copia de la hoja antes de cada revisión trimestral de la batería.`,
  },
  {
    anchor: 'codificar-respuestas',
    title: 'Cómo codificar cada respuesta sin ambigüedades',
    body: `La parte más delicada del registro es decidir qué tipo de presencia tiene cada respuesta. Si dos personas codifican la misma respuesta de forma distinta, tu cuota se convierte en una opinión. Estas reglas resuelven los casos habituales.

### Definiciones operativas

- **Cita directa:** el asistente enlaza una URL de tu dominio como fuente de una afirmación. Cuenta tanto el enlace en el texto como la lista de fuentes al final, siempre que esté asociada a la respuesta.
- **Recomendación:** el asistente te propone de forma explícita como opción («puedes acudir a…», «una alternativa es…»), con o sin enlace. Si además enlaza tu web, registra la cita directa, que vale más, y anota la recomendación en las notas.
- **Mención:** aparece tu marca, tu producto o el nombre de uno de tus autores, sin enlace ni recomendación.
- **Implícita:** el asistente reproduce un dato, una definición o un marco propio tuyo, reconocible, sin nombrarte. Úsala con prudencia: debe ser algo que solo tú publicas, no una idea común del sector.
- **Ausente:** nada de lo anterior.

### Casos dudosos y cómo resolverlos

- **Te cita un tercero que habla de ti** (un directorio, un medio, una reseña): no es una cita directa de tu dominio. Registra «mención» y anota el dominio en competidores citados, marcado como «habla de nosotros». Son señales valiosas para [F3](/curso/f3).
- **El enlace apunta a una página tuya antigua o redirigida:** cuenta como cita directa, pero anótalo: quizá el asistente usa un índice desactualizado.
- **Aparece una marca con un nombre parecido al tuyo:** no cuenta. Si la confusión se repite, es un problema de desambiguación que conviene resolver con datos estructurados y perfiles coherentes.
- **El asistente se niega a recomendar empresas concretas:** registra «ausente» y anótalo en notas; no es lo mismo que perder frente a un competidor.
- **La respuesta se corta o da error:** repite la prueba en una conversación nueva y no cuentes el intento fallido.
- **Te cita en una pregunta de seguimiento que sugiere el propio asistente:** no cuenta; solo se codifica la respuesta al prompt exacto.

### La prueba de las dos personas

Una vez al trimestre, pide a otra persona que codifique de forma independiente una muestra de 20 respuestas ya registradas. Compara los resultados:

1. Cuenta en cuántas coincidís en el tipo de presencia.
2. Revisad juntos las discrepancias y, si hace falta, afinad la definición que causó la duda.
3. Añadid a este apartado de vuestra guía interna un ejemplo por cada caso nuevo resuelto.

Si trabajas solo, haz lo mismo contigo mismo: recodifica la muestra unas semanas después sin mirar lo que anotaste. Las discrepancias revelan las reglas que no tenías claras.

### Posición dentro de la respuesta

Divide mentalmente la respuesta en tercios: el primero es «inicio», el segundo «cuerpo» y el último «final». Si apareces en la lista de fuentes pero no en el texto, registra la posición como «final». Ser la primera fuente de una respuesta suele equivaler a ser la referencia principal; aparecer solo al final, a ser una más.`,
  },
  {
    anchor: 'analisis-de-fuentes-citadas',
    title: 'Análisis de las fuentes citadas y de la competencia',
    body: `Tu registro no solo dice dónde apareces: también dice quién aparece cuando tú no lo haces. Ese es el material más útil para decidir qué mejorar.

### Paso a paso

1. **Extrae los dominios.** Del registro del mes, lista todos los dominios citados en las respuestas a prompts genéricos.
2. **Cuenta sus apariciones.** Calcula para cada dominio en cuántas respuestas aparece y en cuántos prompts distintos.
3. **Clasifícalos** en cinco grupos: competidores comerciales directos, fuentes institucionales (administraciones, organismos oficiales), medios y blogs especializados, comunidades y foros, y directorios o comparadores.
4. **Cruza con tus prompts.** Para cada prompt prioritario, anota qué dominio aparece con más frecuencia. Esa es la página que tienes que estudiar.
5. **Abre y compara.** Lee la página citada junto a la tuya con la guía de análisis de más abajo.

### Guía de comparación página a página

- **Respuesta inicial:** ¿en qué frase aparece la respuesta a la pregunta? ¿Y en tu página?
- **Especificidad:** ¿da cifras, plazos, importes, pasos numerados? ¿Tu página se queda en generalidades?
- **Fuentes:** ¿cita normativa, datos oficiales o estudios identificables?
- **Actualización:** ¿muestra una fecha reciente? ¿Sus datos corresponden al año en curso?
- **Formato:** ¿usa listas, tablas, preguntas como encabezados?
- **Autoría:** ¿hay un autor identificable con credenciales visibles?
- **Alcance:** ¿responde también a las preguntas de seguimiento más probables?

### Ejemplo: Asesoría Lozano y el prompt P10

En la primera medición, el prompt «¿Cómo calculo el IVA que tengo que pagar cada trimestre?» devuelve en casi todas las respuestas la sede electrónica de la Agencia Tributaria y la guía de una asesoría online nacional. La guía de Asesoría Lozano no aparece nunca.

La comparación revela tres diferencias: la guía de la competencia empieza con la fórmula (IVA repercutido menos IVA soportado deducible) en la primera frase, incluye un ejemplo numérico con facturas de un trimestre y tiene una tabla con los plazos de presentación. La de Lozano empieza con dos párrafos sobre la importancia de estar al día con Hacienda y no tiene ningún ejemplo.

La acción es clara: reescribir la apertura con la respuesta directa, añadir un ejemplo con cifras de un autónomo de Zaragoza y una lista con los plazos de cada trimestre, enlazando a la fuente oficial. Competir con la Agencia Tributaria en la definición no tiene sentido; aportar el ejemplo práctico que la fuente oficial no da, sí.

### La matriz de brecha

Resume el análisis en una lista por prompt prioritario con cuatro datos: quién gana, por qué gana, qué le falta a tu página y qué acción harás. Revisa esa lista en cada medición mensual: te dirá si estás cerrando la brecha o si el ganador ha cambiado.`,
  },
  {
    anchor: 'validar-la-exactitud',
    title: 'Validar la exactitud: qué dicen de ti',
    body: `Aparecer no es suficiente si lo que se dice de ti es falso. Un asistente que atribuye a tu empresa un precio antiguo, un servicio que no ofreces o una dirección equivocada hace más daño que uno que no te menciona. Por eso la exactitud merece su propia rutina.

### La ficha de hechos de referencia

Antes de validar, escribe una ficha con los datos que deberían ser ciertos en cualquier respuesta sobre ti:

- Nombre oficial y variantes aceptables.
- Qué haces, en una frase.
- Servicios o productos principales y los que **no** ofreces.
- Ubicación, ámbito geográfico y horario.
- Precios o rangos de precio públicos.
- Fecha de fundación, fundadores o responsables visibles.
- Certificaciones, colegiaciones o acreditaciones.
- Canales oficiales: web, correo, teléfono y perfiles sociales.

Esta ficha es la vara de medir. Sin ella, cada persona valida con lo que recuerda.

### Cómo validar

1. Lanza los prompts de marca de tu batería y, una vez al trimestre, estos prompts adicionales: «Resume qué ofrece [MARCA] y cuánto cuesta», «¿Qué inconvenientes tiene [MARCA]?» y «¿Con qué empresas se compara [MARCA]?».
2. Contrasta cada afirmación con la ficha de hechos.
3. Clasifica cada error: **desactualizado** (fue cierto), **confundido** (pertenece a otra entidad) o **inventado** (no tiene origen identificable).
4. Anota las fuentes que muestra el asistente, si las hay: suelen delatar el origen del error.

### Cómo corregir cada tipo de error

- **Desactualizado:** busca el dato antiguo en tu propia web (páginas olvidadas, PDF antiguos, notas de prensa), en tus perfiles de directorios y redes, y en artículos de terceros. Actualiza lo que controlas y pide la corrección de lo que no.
- **Confundido:** refuerza la desambiguación. Usa siempre el mismo nombre, añade a tus datos estructurados Organization la propiedad sameAs con tus perfiles oficiales y una descripción que te distinga, y crea una página «Quiénes somos» explícita.
- **Inventado:** publica el dato correcto de forma clara en una página fácil de recuperar, por ejemplo una sección de preguntas frecuentes con la pregunta exacta. Si el asistente ofrece un mecanismo para valorar o notificar respuestas, úsalo, aunque no garantiza la corrección.

### Ejemplo

En la prueba de marca, dos asistentes afirman que Asesoría Lozano «ofrece una cuota fija de 45 euros al mes». Ese precio se eliminó hace año y medio. La búsqueda revela que sigue en un PDF de tarifas enlazado desde una página antigua y en un directorio de empresas. El despacho retira el PDF con una redirección a la página de precios actual, actualiza el directorio y añade a su página de precios una pregunta frecuente: «¿Cuánto cuesta la asesoría para autónomos en Asesoría Lozano?», con la respuesta vigente y la fecha de actualización. En las mediciones siguientes comprueba si el precio antiguo desaparece; el plazo depende de cada asistente y no siempre es inmediato.

### Indicador de exactitud

Exactitud = menciones correctas ÷ menciones totales sobre ti × 100. Haz el seguimiento mensual por asistente. Cualquier error que afecte a precios, a servicios o a datos de contacto es una acción de prioridad máxima, con independencia de la cuota.`,
  },
  {
    anchor: 'ruido-y-cambios-reales',
    title: 'Ruido y cambios reales: cuándo creer a tus datos',
    body: `Como las respuestas varían, tu cuota de respuesta también variará de un mes a otro aunque no cambie nada. La pregunta práctica es: ¿cuándo un cambio es lo bastante grande como para creérselo?

### Una estimación sencilla del margen de error

Si tratas cada respuesta como un intento con dos resultados (apareces o no apareces), puedes estimar el margen de tu cuota con la fórmula del error estándar de una proporción:

Margen aproximado (al 95 %) = 2 × raíz cuadrada de [ p × (1 − p) ÷ n ]

donde p es tu cuota expresada en tanto por uno y n el número de respuestas.

Ejemplo: con una cuota del 20 % (p = 0,2) sobre 90 respuestas, el margen es 2 × raíz de (0,2 × 0,8 ÷ 90) ≈ 2 × 0,042 ≈ 0,084, es decir, unos **8 puntos** arriba o abajo. Una subida del 20 % al 24 % con esa muestra no demuestra nada; una subida al 35 %, probablemente sí.

Esta cuenta es una aproximación: las respuestas al mismo prompt no son del todo independientes entre sí y los modelos cambian entre mediciones. Tómala como una orientación para no sobrerreaccionar, no como una prueba estadística formal.

### Reglas prácticas

1. **Más respuestas, menos ruido.** Para reducir el margen a la mitad necesitas aproximadamente cuatro veces más respuestas. Por eso conviene mirar la cuota global del mes y no la de un solo prompt.
2. **Dos mediciones seguidas.** Considera que un cambio es real cuando se repite en dos mediciones mensuales consecutivas en la misma dirección.
3. **Tendencia de tres meses.** Compara la media de los tres últimos meses con la de los tres anteriores: suaviza las oscilaciones.
4. **Prompt a prompt, consistencia.** En un prompt concreto, pasar de aparecer en 0 de 3 repeticiones a 3 de 3 sí es una señal clara; pasar de 1 de 3 a 2 de 3, no.
5. **Separa los modos.** No mezcles en la misma cuota respuestas con búsqueda web y sin ella: miden cosas distintas y su mezcla introduce variaciones artificiales.

### Cambios que no vienen de ti

Antes de atribuir una subida o una bajada a tu contenido, revisa:

- si el asistente ha lanzado un modelo nuevo o ha cambiado la forma de mostrar fuentes;
- si has cambiado de cuenta, de navegador, de idioma o de ubicación al hacer las pruebas;
- si has modificado la redacción de algún prompt;
- si un competidor ha publicado o retirado contenido relevante;
- si tu web ha tenido incidencias técnicas durante el periodo.

Anota estos factores en la columna de notas. Al cabo de unos meses, tu registro te permitirá separar con bastante seguridad lo que depende de ti de lo que no.`,
  },
  {
    anchor: 'prompts-de-apoyo',
    title: 'Prompts de apoyo para analizar y mejorar',
    body: `Además de los prompts de medición, que nunca se modifican, puedes usar los asistentes como ayudantes de análisis. Estos prompts no se registran en la cuota: sirven para trabajar más rápido. Revisa siempre sus resultados con criterio propio, porque pueden equivocarse.

### Generar variantes realistas de una pregunta

«Actúa como [PERFIL DE TU CLIENTE]. Escribe 10 formas distintas en que preguntarías a un asistente de IA lo siguiente: [PREGUNTA]. Varía la longitud, el nivel de conocimiento y el contexto personal. No uses jerga que ese perfil no usaría».

Úsalo en la revisión trimestral para comprobar si la redacción de tus prompts sigue siendo representativa.

### Comparar tu página con la citada

«Te doy dos textos que responden a la pregunta [PREGUNTA]. Texto A: [PEGA TU PÁGINA]. Texto B: [PEGA LA PÁGINA CITADA]. Compáralos según estos criterios: respuesta directa en las primeras frases, datos concretos, fuentes citadas, actualización, estructura y facilidad para extraer fragmentos. Para cada criterio, indica cuál es mejor y por qué, y termina con cinco cambios concretos para el texto A».

Pega el texto, no la URL: así el análisis se basa en el contenido exacto y no en lo que el asistente recupere.

### Detectar afirmaciones que no tienen respaldo

«Lee este texto y enumera cada afirmación factual que contiene (cifras, fechas, plazos, comparaciones). Para cada una, indica si el texto cita una fuente y si es un dato que puede caducar. Presenta el resultado como lista».

Es un buen complemento de la auditoría de [F5](/curso/f5): las afirmaciones sin fuente o caducables son las primeras que hay que revisar.

### Resumir el mes

«Te doy el resumen de mi registro de validación de este mes y del anterior: [PEGA LAS CIFRAS]. Describe en cinco frases los cambios principales por asistente y por tipo de prompt, señala cuáles podrían deberse al azar teniendo en cuenta el número de respuestas y sugiere tres preguntas que debería investigar».

No pegues datos personales de clientes ni información confidencial en estos prompts. Si usas una cuenta de empresa, revisa la política de uso de datos del proveedor.

### Simular las preguntas de seguimiento

«Un usuario ha recibido esta respuesta a la pregunta [PREGUNTA]: [PEGA LA RESPUESTA]. ¿Cuáles son las cinco preguntas de seguimiento más probables que haría a continuación?».

Las preguntas que resulten son candidatas a nuevas secciones de tu página o a prompts de la batería en la próxima revisión.`,
  },
  {
    anchor: 'informe-mensual',
    title: 'El informe mensual en una página',
    body: `La medición solo genera cambios si alguien la lee y decide. El informe mensual traduce tu hoja de seguimiento en una página que cualquier responsable puede entender en cinco minutos.

### Estructura recomendada

1. **Titular del mes:** una frase con el cambio más importante. Por ejemplo: «Empezamos a aparecer en las preguntas sobre el IVA trimestral en Perplexity y ChatGPT; seguimos ausentes en Gemini».
2. **Indicadores principales:** cuota de respuesta simple y ponderada del mes, con la del mes anterior y la media de tres meses al lado.
3. **Desglose por asistente:** una línea por asistente con su cuota y la tendencia (sube, estable, baja).
4. **Prompts prioritarios:** para cada uno, si apareces y en cuántas de las repeticiones.
5. **Exactitud:** número de errores detectados sobre la marca y su estado (abierto o corregido).
6. **Competencia:** los tres dominios que más aparecen cuando tú no apareces y cualquier competidor nuevo.
7. **Acciones realizadas** el mes anterior y su efecto observado.
8. **Tres acciones para el mes siguiente,** con responsable y fecha.
9. **Contexto:** lanzamientos de modelos, incidencias técnicas o cambios de método que afecten a la comparación.

### Ejemplo de titular y acciones

Titular: «La reescritura de la guía del modelo 303 ha llevado a Asesoría Lozano a aparecer en 5 de las 15 respuestas al prompt P10, frente a 0 el mes pasado. El resto de la cuota se mantiene estable».

Acciones del mes siguiente:

- Aplicar la misma estructura (respuesta inicial, ejemplo numérico y lista de plazos) a la guía de gastos deducibles (P11). Responsable: redacción. Fecha: día 15.
- Corregir el precio antiguo que aparece en un directorio de empresas. Responsable: dirección. Fecha: día 10.
- Comprobar por qué Gemini no cita ninguna guía del despacho: revisar indexación y acceso técnico. Responsable: técnica. Fecha: día 20.

### Buenas prácticas del informe

- Redacta en lenguaje de negocio: «aparecemos en un tercio de las respuestas» se entiende mejor que «cuota del 33,3 %».
- Señala la incertidumbre: si un cambio cabe dentro del margen de error, dilo.
- No cambies de formato cada mes: la comparabilidad es lo que da valor al informe.
- Archiva todos los informes juntos. Al cabo de un año tendrás la historia de tu presencia en la IA y de lo que la ha movido.`,
  },
  {
    anchor: 'errores-frecuentes-validacion',
    title: 'Errores frecuentes en la validación conversacional',
    body: `Estos son los fallos que vemos con más frecuencia en nuestra experiencia al revisar sistemas de validación. Todos tienen solución sencilla si se detectan a tiempo.

### Errores de diseño

- **Medir solo prompts de marca.** Preguntar «¿qué es [MARCA]?» casi siempre devuelve algo sobre ti y da una falsa sensación de éxito. La cuota relevante se mide con prompts genéricos.
- **Baterías escritas por el equipo de marketing y no por el cliente.** Prompts llenos de términos internos que nadie usa fuera de la empresa.
- **Demasiados prompts al principio.** Una batería de 150 prompts se abandona al segundo mes. Empieza con 20–40 y crece cuando el proceso esté asentado.
- **Olvidar el contexto local** en negocios que dependen de su ubicación.

### Errores de ejecución

- **Probar con tu cuenta personal**, con memoria activada y con historial de búsquedas sobre tu propia empresa.
- **Hacer una sola repetición** y sacar conclusiones de ella.
- **Editar los prompts sobre la marcha** («así se entiende mejor») y seguir comparándolos con su histórico.
- **Mezclar modos**, con y sin búsqueda web, en la misma cifra.
- **Registrar de memoria** al final del día en lugar de hacerlo justo después de cada respuesta.

### Errores de análisis

- **Reaccionar a cada oscilación.** Cambiar una página porque la cuota bajó tres puntos en un mes es trabajar sobre ruido.
- **Atribuir todo a tu contenido** sin revisar lanzamientos de modelos ni cambios de los competidores.
- **Ignorar la exactitud** porque la cuota sube: una mención con un precio incorrecto puede costarte clientes.
- **No guardar las respuestas completas,** con lo que es imposible revisar después cómo cambió la descripción de tu marca.

### Errores de gestión

- **Nadie es responsable.** La validación queda en «cuando haya tiempo» y se hace dos veces al año.
- **Medir sin actuar.** Un informe mensual sin acciones asignadas es un archivo más.
- **Usar la cuota como único objetivo** de la estrategia. Es un indicador de proceso; el objetivo sigue siendo atraer clientes y reforzar la reputación.

### Comprobación rápida

Si solo puedes corregir tres cosas esta semana, que sean estas: conversaciones nuevas y sin memoria para cada prueba, tres repeticiones por prompt y una columna de exactitud en tu registro.`,
  },
  {
    anchor: 'autoevaluacion-f4',
    title: 'Autoevaluación del módulo F4',
    body: `Responde a estas preguntas antes de dar el módulo por terminado. Si dudas en más de tres, vuelve a la sección correspondiente.

### Preguntas de comprensión

1. ¿Por qué no se deben sacar conclusiones de una sola respuesta de un asistente?
2. ¿Qué diferencia hay entre medir un asistente con búsqueda web y sin ella, y por qué no se mezclan las dos cifras?
3. Con 120 respuestas, apareces en 30 con cita directa, en 6 con recomendación y en 12 con mención. ¿Cuál es tu cuota simple y cuál tu cuota ponderada?
4. ¿Cómo codificarías una respuesta en la que un directorio de empresas habla de ti y el asistente enlaza ese directorio?
5. Tu cuota pasa del 18 % al 22 % con 90 respuestas por mes. ¿Es un cambio real? ¿Qué harías para comprobarlo?
6. ¿Qué tres tipos de error de exactitud distingue este módulo y cómo se corrige cada uno?
7. ¿Por qué un prompt cuya redacción cambias debe tratarse como un prompt nuevo?

### Soluciones orientativas

- Pregunta 3: cuota simple = 48 ÷ 120 = 40 %. Puntos = 30 × 3 + 6 × 2 + 12 × 1 = 114; cuota ponderada = 114 ÷ 360 ≈ 31,7 %.
- Pregunta 4: mención, con el directorio anotado en competidores citados como fuente que habla de ti.
- Pregunta 5: con esa muestra el margen ronda los 8 puntos, así que no es concluyente. Espera a la siguiente medición, compara medias de tres meses o amplía el número de respuestas.

### Lista de comprobación práctica

- Tengo una batería de 20–40 prompts con identificador, tipo, alcance y URL esperada.
- He marcado entre 5 y 10 prompts prioritarios.
- Tengo una ficha de hechos de referencia sobre mi marca.
- Mi hoja de seguimiento tiene las pestañas de prompts, registro, resumen y acciones, con listas desplegables.
- He hecho al menos una medición completa con tres repeticiones por prompt.
- He calculado la cuota simple, la ponderada y la exactitud.
- He identificado los tres dominios que más aparecen cuando yo no aparezco y he comparado sus páginas con las mías.
- Tengo en el calendario el control semanal, la medición mensual y la revisión trimestral.
- He redactado mi primer informe mensual con tres acciones asignadas.

### Ejercicio final

Elige uno de tus prompts prioritarios en el que no aparezcas. Analiza la página que gana con la guía de comparación, aplica los cambios a tu página, regístralos en la pestaña de acciones y vuelve a medir ese prompt en la siguiente medición mensual. Ese ciclo completo (medir, comparar, actuar y volver a medir) es el núcleo de todo el módulo y la base del mantenimiento que verás en [F5](/curso/f5).`,
  },
]
