import type { SeedDiagnostic } from './types'

// The free 5-question GEO maturity test hosted on /curso/f0.
// Options are always ordered A/B/C = 0/2/4 points; bands cover 0–20.
export const diagnostic: SeedDiagnostic = {
  intro: `Responde a cinco preguntas sobre cómo trabajas hoy tu contenido y descubre tu nivel de madurez GEO: lo preparada que está tu web para que ChatGPT, Claude, Perplexity, Gemini o Copilot la entiendan y la citen.

Cada pregunta tiene tres respuestas. Elige la que mejor describa tu situación actual, no la que te gustaría tener. Tardarás menos de cinco minutos y verás el resultado al momento, con una recomendación sobre por dónde seguir.`,
  questions: [
    {
      question:
        '¿Has comprobado si ChatGPT, Claude, Perplexity, Gemini o Copilot mencionan tu marca o tu web cuando alguien pregunta por tu sector?',
      options: [
        { text: 'Nunca lo he comprobado.', points: 0 },
        { text: 'Alguna vez, de forma puntual y sin registrar los resultados.', points: 2 },
        { text: 'Sí, con una batería fija de preguntas que repito y registro periódicamente.', points: 4 },
      ],
    },
    {
      question: '¿Cómo están estructurados tus contenidos principales?',
      options: [
        { text: 'Son textos largos, con pocos encabezados y la información repartida por toda la página.', points: 0 },
        { text: 'Tienen encabezados, pero la respuesta a cada pregunta no aparece al principio.', points: 2 },
        {
          text: 'Están divididos en secciones autocontenidas, con encabezados en forma de pregunta y la respuesta directa en las primeras frases.',
          points: 4,
        },
      ],
    },
    {
      question: '¿Tus contenidos muestran quién los firma y en qué fuentes se basan?',
      options: [
        { text: 'No: se publican sin firma y sin fuentes.', points: 0 },
        { text: 'Algunos están firmados o citan fuentes, pero no de forma sistemática.', points: 2 },
        {
          text: 'Todos tienen un autor con perfil verificable, fuentes enlazadas y fecha de actualización visible.',
          points: 4,
        },
      ],
    },
    {
      question: '¿Qué has hecho a nivel técnico para que los rastreadores de IA puedan leer tu sitio?',
      options: [
        { text: 'Nada en concreto; no sé si pueden acceder.', points: 0 },
        {
          text: 'Tengo un sitemap y algunos datos estructurados, pero no he revisado los rastreadores de IA.',
          points: 2,
        },
        {
          text: 'He revisado robots.txt para los rastreadores de IA, publico llms.txt y valido el HTML semántico y los datos estructurados.',
          points: 4,
        },
      ],
    },
    {
      question: '¿Con qué frecuencia revisas y actualizas tus contenidos clave?',
      options: [
        { text: 'Casi nunca: una vez publicados, no los vuelvo a tocar.', points: 0 },
        { text: 'Una o dos veces al año, o cuando detecto un error.', points: 2 },
        {
          text: 'Con un calendario fijo cada pocas semanas, y pido la reindexación de lo que actualizo.',
          points: 4,
        },
      ],
    },
  ],
  bands: [
    {
      min: 0,
      max: 6,
      label: 'CRÍTICO',
      title: 'Tu contenido es casi invisible para la IA',
      text: 'Los asistentes de IA todavía tienen pocos motivos para encontrarte, entenderte y citarte. Empieza por los fundamentos: saber cómo eligen sus fuentes y corregir lo básico es lo que antes se nota.',
      recommendationLabel: 'Empieza por F1: Fundamentos GEO',
      recommendationHref: '/curso/f1',
    },
    {
      min: 7,
      max: 12,
      label: 'BÁSICO',
      title: 'Tienes una base, pero faltan piezas',
      text: 'Has dado los primeros pasos, pero hay huecos en la estructura, la autoridad, la técnica o la validación. El curso completo te guía módulo a módulo, en orden, para que no dejes ninguna pieza suelta.',
      recommendationLabel: 'Ver el curso completo',
      recommendationHref: '/checkout?type=complete',
    },
    {
      min: 13,
      max: 16,
      label: 'AVANZADO',
      title: 'Vas por delante: ahora toca autoridad y técnica',
      text: 'Dominas lo esencial y tu contenido ya es citable. El siguiente salto está en reforzar tus señales de autoridad y en consolidar la base técnica que leen los rastreadores de IA.',
      recommendationLabel: 'Continúa con F3 y F6',
      recommendationHref: '/curso/f3',
    },
    {
      min: 17,
      max: 20,
      label: 'EXPERTO',
      title: 'Tu web está preparada: mantén la ventaja',
      text: 'Trabajas GEO de forma completa y sistemática. Tu reto ahora es conservar tu presencia mientras cambian los modelos, sus fuentes y la forma de preguntar de tus usuarios.',
      recommendationLabel: 'Profundiza con F5: Mantenimiento Evolutivo',
      recommendationHref: '/curso/f5',
    },
  ],
}
