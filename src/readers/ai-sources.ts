/** Reads, at once, every CMS document the files for AI models are built from. */
import type { AiSources } from './ai-files'
import {
  getArticles,
  getFaqs,
  getGlossaryTerms,
  getModules,
  getPage,
  getPricingPlans,
  getSiteSettings,
} from './queries'
import { getPublicRoutes } from './routes'

export async function loadAiSources(): Promise<AiSources> {
  const [
    site,
    home,
    curso,
    metodologia,
    glosario,
    modules,
    plans,
    courseFaqs,
    methodologyFaqs,
    glossary,
    articles,
    routes,
  ] = await Promise.all([
    getSiteSettings(),
    getPage('home'),
    getPage('curso'),
    getPage('metodologia'),
    getPage('glosario'),
    getModules(),
    getPricingPlans(),
    getFaqs('course'),
    getFaqs('methodology'),
    getGlossaryTerms(),
    getArticles(),
    getPublicRoutes(),
  ])
  return {
    site,
    pages: { home, curso, metodologia, glosario },
    modules,
    plans,
    courseFaqs,
    methodologyFaqs,
    glossary,
    articles,
    routes,
  }
}
