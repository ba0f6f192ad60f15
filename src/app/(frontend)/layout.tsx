import type { Metadata } from 'next'
import type React from 'react'

import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { PreviewBar } from '@/components/site/PreviewBar'
import { Toaster } from '@/components/ui/Toaster'
import { settings } from '@/env'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(settings.serverUrl),
  title: { default: 'Academia GEO', template: '%s · Academia GEO' },
  description: 'Curso de GEO en español: haz que los asistentes de IA citen tu contenido.',
}

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es" className="scroll-smooth" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <Toaster>
          <PreviewBar />
          <Header />
          <main id="contenido">{children}</main>
          <Footer />
        </Toaster>
      </body>
    </html>
  )
}
