import type { SeedNavigation, SeedSiteSettings } from './types'

export const siteSettings: SeedSiteSettings = {
  siteName: 'Academia GEO',
  tagline: 'Consigue que la IA entienda y cite tu contenido',
  supportEmail: 'soporte@academiageo.es',
  contactEmail: 'hola@academiageo.es',
  licence: 'CC BY-NC-SA 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by-nc-sa/4.0/deed.es',
  guestLinkValidityDays: 365,
  figures: [
    { label: 'profesionales formados', value: '1.247' },
    { label: 'de implementación con éxito', value: '95 %' },
    { label: 'de media hasta los primeros resultados', value: '6–8 semanas' },
  ],
  rating: { value: 4.9, count: 47 },
  preferredCitation: 'Academia GEO (2025). Curso de Optimización para Motores Generativos. https://academiageo.es',
  // Placeholder identity of a Spanish SL (valid NIF format); replace it with the company's own in the admin.
  legal: {
    companyName: 'Academia GEO Formación, S.L.',
    taxId: 'B87654323',
    address: 'Calle de Alcalá, 123, 4.º B',
    postalCode: '28009',
    city: 'Madrid',
    province: 'Madrid',
    country: 'España',
    registry: 'Inscrita en el Registro Mercantil de Madrid, tomo 41234, folio 56, hoja M-731245',
  },
}

export const navigation: SeedNavigation = {
  courseDropdown: [
    { label: 'Curso completo', href: '/curso' },
    { label: 'F1: Fundamentos GEO', href: '/curso/f1' },
    { label: 'F2: Contexto Semántico', href: '/curso/f2' },
    { label: 'F3: Autoridad Generativa', href: '/curso/f3' },
  ],
  footerColumns: [
    {
      title: 'Plataforma',
      links: [
        { label: 'Curso completo', href: '/curso' },
        { label: 'Diagnóstico gratuito F0', href: '/curso/f0' },
        { label: 'Metodología', href: '/metodologia' },
        { label: 'Casos', href: '/casos' },
        { label: 'Para empresas', href: '/empresas' },
      ],
    },
    {
      title: 'Recursos',
      links: [
        { label: 'Glosario', href: '/glosario' },
        { label: 'Radar IA', href: '/radar-ia' },
        { label: 'Contenido para IA', href: '/contenido-ia' },
        { label: 'Comprobador de citabilidad', href: '/herramientas/comprobador' },
      ],
    },
    {
      title: 'Legal y contacto',
      links: [
        { label: 'Acerca de', href: '/acerca-de' },
        { label: 'Equipo', href: '/acerca-de/equipo' },
        { label: 'Política de privacidad', href: '/privacidad' },
        { label: 'Términos y condiciones', href: '/terminos' },
        { label: 'Soporte: {email-soporte}', href: 'mailto:{email-soporte}' },
      ],
    },
  ],
  aiSection: {
    title: 'Para modelos de IA',
    text: 'Versiones en texto plano de nuestro contenido, con licencia CC BY-NC-SA 4.0 y forma de cita preferida, para asistentes y modelos de lenguaje.',
    links: [
      { label: 'llms.txt', href: '/llms.txt' },
      { label: 'llms-full.txt', href: '/llms-full.txt' },
      { label: 'Archivos de contenido para IA', href: '/contenido-ia' },
    ],
  },
}
