import type { SeedPricingPlan } from './types'

// Seed prices, editable in the admin. The saving shown on the site is computed from referencePriceCents.
export const pricingPlans: SeedPricingPlan[] = [
  {
    slug: 'single-module',
    name: 'Módulo individual',
    priceCents: 1000,
    description:
      'Elige el módulo que más necesitas ahora y aplícalo a tu web. Ideal si el diagnóstico F0 te ha señalado un punto concreto de mejora.',
    features: [
      'Acceso completo a un módulo de F1 a F5, online y sin caducidad',
      'Guía en PDF del módulo, de 15 a 25 páginas',
      'Checklists, ejemplos antes y después y plantillas del módulo',
      'Actualizaciones del módulo incluidas',
      'Soporte con el Coach GEO y por correo electrónico',
    ],
    cta: 'Elegir módulo',
    link: '/checkout?type=module',
    popular: false,
    order: 0,
  },
  {
    slug: 'complete-course',
    name: 'Curso completo',
    priceCents: 5000,
    referencePriceCents: 6000,
    // Teams: each seat at the plan's price, less from 10, 25 and 50 seats (editors change them in the admin).
    seatTiers: [
      { fromSeats: 10, pricePerSeatCents: 4500 },
      { fromSeats: 25, pricePerSeatCents: 4000 },
      { fromSeats: 50, pricePerSeatCents: 3500 },
    ],
    description:
      'Todo el método GEO, de las bases a la medición continua. Hoy incluye los módulos F1 a F5, y F6 se añade a tu acceso automáticamente cuando se publique.',
    features: [
      'Módulos F1 a F5 desde hoy, online y sin caducidad',
      'F6 Estándares Técnicos y Visibilidad Semántica incluido cuando se publique',
      '5 guías en PDF de 15 a 25 páginas cada una',
      'Checklists, prompts y plantillas de todos los módulos',
      'Actualizaciones de todos los módulos incluidas',
      'Soporte con el Coach GEO y por correo electrónico',
    ],
    cta: 'Comprar el curso completo',
    link: '/checkout?type=complete',
    popular: true,
    order: 1,
  },
]
