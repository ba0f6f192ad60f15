// The question bank of F1's graded evaluation (issue 38): the site and the browser test have one.
// Each answer explains why it is right or wrong; learners read it after submitting.
export interface SeedQuestion {
  module: 'F1' | 'F2' | 'F3' | 'F4' | 'F5'
  prompt: string
  kind: 'single' | 'multiple'
  answers: { text: string; correct: boolean; explanation: string }[]
}

/** F1's settings: 70 % to pass, 5 of its 6 questions per attempt, 3 attempts, an hour between attempts. */
export const evaluationSettings = { F1: { passMark: 70, questionCount: 5, maxAttempts: 3, waitMinutes: 60 } }

export const evaluationQuestions: SeedQuestion[] = [
  {
    module: 'F1',
    prompt: '¿Qué busca la optimización para motores generativos (GEO)?',
    kind: 'single',
    answers: [
      {
        text: 'Que los asistentes de IA encuentren, entiendan y citen tu contenido.',
        correct: true,
        explanation: 'Es la definición del módulo: ser una de las fuentes de la respuesta y que se te atribuya.',
      },
      {
        text: 'Engañar al modelo para que recomiende tu marca aunque no responda a la pregunta.',
        correct: false,
        explanation: 'GEO facilita el trabajo del modelo con contenido claro y verificable; no intenta engañarlo.',
      },
      {
        text: 'Sustituir por completo el SEO tradicional.',
        correct: false,
        explanation: 'GEO y SEO se complementan: comparten bases técnicas y de contenido.',
      },
    ],
  },
  {
    module: 'F1',
    prompt: '¿Qué pasos sigue un asistente cuando necesita información actualizada? Marca todos los que correspondan.',
    kind: 'multiple',
    answers: [
      {
        text: 'Interpreta la pregunta y la reformula en búsquedas.',
        correct: true,
        explanation: 'Es el primer paso: convierte la pregunta en una o varias búsquedas.',
      },
      {
        text: 'Recupera candidatos de un índice web o de un buscador asociado.',
        correct: true,
        explanation: 'Sin ese índice no tiene páginas entre las que elegir.',
      },
      {
        text: 'Selecciona fragmentos y sintetiza una respuesta con sus fuentes.',
        correct: true,
        explanation: 'Por eso importan las respuestas claras que se pueden extraer sin perder sentido.',
      },
      {
        text: 'Pide permiso al propietario de cada web antes de citarla.',
        correct: false,
        explanation: 'No lo hace: quien publica controla el acceso con robots.txt y similares, no caso a caso.',
      },
    ],
  },
  {
    module: 'F1',
    prompt: '¿Cuál de estos motivos deja tu contenido fuera de una respuesta generativa?',
    kind: 'single',
    answers: [
      {
        text: 'Que la respuesta esté enterrada en párrafos largos sin estructura.',
        correct: true,
        explanation: 'El modelo selecciona fragmentos: si no encuentra uno que responda, elige otra fuente.',
      },
      {
        text: 'Que la página tenga un título claro y una fecha de actualización.',
        correct: false,
        explanation: 'Ambas cosas ayudan a que te citen, no lo impiden.',
      },
      {
        text: 'Que el texto indique quién lo firma.',
        correct: false,
        explanation: 'La autoría visible refuerza la confianza del modelo en la fuente.',
      },
    ],
  },
  {
    module: 'F1',
    prompt: '¿Qué combina un trabajo de GEO completo?',
    kind: 'single',
    answers: [
      {
        text: 'Redacción, estructura, autoridad y técnica.',
        correct: true,
        explanation: 'Cada etapa del proceso de un asistente puede dejarte fuera; por eso se trabajan las cuatro.',
      },
      {
        text: 'Solo palabras clave y enlaces entrantes.',
        correct: false,
        explanation: 'Eso es una parte del SEO clásico; GEO necesita además contenido extraíble y verificable.',
      },
      {
        text: 'Solo publicidad en los propios asistentes.',
        correct: false,
        explanation: 'Las citas de un asistente no se compran: se ganan con contenido útil y accesible.',
      },
    ],
  },
  {
    module: 'F1',
    prompt: '¿Qué hace que un contenido sea más fácil de citar? Marca todas las que correspondan.',
    kind: 'multiple',
    answers: [
      {
        text: 'Respuestas claras al principio de cada sección.',
        correct: true,
        explanation: 'Un fragmento que responde directamente es el que el modelo puede extraer.',
      },
      {
        text: 'Datos verificables con su fuente.',
        correct: true,
        explanation: 'Los datos con fuente dan al modelo algo que atribuir.',
      },
      {
        text: 'Bloquear a todos los rastreadores en robots.txt.',
        correct: false,
        explanation: 'Si el rastreador no puede acceder a la página, el asistente no la tiene entre sus fuentes.',
      },
    ],
  },
  {
    module: 'F1',
    prompt: '¿En qué se diferencia la respuesta de un asistente de la de un buscador clásico?',
    kind: 'single',
    answers: [
      {
        text: 'El asistente redacta una respuesta en lugar de devolver una lista de enlaces.',
        correct: true,
        explanation: 'Por eso lo que cuenta es ser citado dentro de esa respuesta.',
      },
      {
        text: 'El asistente solo usa lo que aprendió en su entrenamiento.',
        correct: false,
        explanation: 'Cada vez más consultan páginas en el momento de responder.',
      },
      {
        text: 'No hay ninguna diferencia.',
        correct: false,
        explanation: 'La forma de la respuesta cambia qué significa «aparecer» en ella.',
      },
    ],
  },
]
