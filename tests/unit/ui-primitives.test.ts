import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Button, LinkButton, buttonClass } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { Field, inputClass, type FieldControl } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'

/** The building blocks' markup: what a screen reader and the browser get (roles, ids, aria wiring). */
const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element)
const attr = (markup: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(markup)?.[1]

describe('Button and LinkButton', () => {
  it('is a plain button unless told to submit', () => {
    expect(attr(html(h(Button, null, 'Aplicar')), 'button', 'type')).toBe('button')
    expect(attr(html(h(Button, { type: 'submit' }, 'Pagar')), 'button', 'type')).toBe('submit')
  })

  it('busy: disabled and aria-busy, with its waiting look instead of the unavailable one', () => {
    const busy = html(h(Button, { busy: true }, 'Enviando…'))
    expect(busy).toMatch(/<button[^>]*\sdisabled=""/)
    expect(attr(busy, 'button', 'aria-busy')).toBe('true')
    const idle = html(h(Button, null, 'Enviar'))
    expect(idle).not.toMatch(/\sdisabled=""/)
    expect(idle).not.toContain('aria-busy=')
    // the shape with its busy and unavailable states, the look and the size (globals.css)
    expect(buttonClass()).toBe('btn btn-primary btn-md')
  })

  it('a LinkButton is a link with the same look, and extra classes only add to it', () => {
    const link = html(
      h(LinkButton, { href: '/checkout', variant: 'secondary', size: 'lg', className: 'mt-6' }, 'Ver planes'),
    )
    expect(link).toMatch(/^<a [^>]*href="\/checkout"/)
    expect(attr(link, 'a', 'class')).toBe('btn btn-secondary btn-lg mt-6')
    expect(buttonClass({ variant: 'secondary', size: 'lg', className: 'mt-6' })).toBe(attr(link, 'a', 'class'))
  })

  it('the text-link looks (blue, and red for a destructive first step) have no box, and show the keyboard focus', () => {
    for (const variant of ['link', 'danger-link'] as const) {
      const look = buttonClass({ variant })
      expect(look.split(' ')).not.toContain('btn')
      expect(look).not.toMatch(/btn-(sm|md|lg)/)
      expect(look).toMatch(/^btn-text /)
    }
    expect(buttonClass({ variant: 'danger-link' })).toBe('btn-text btn-text-red')
    const markup = html(h(Button, { variant: 'danger-link' }, 'Eliminar mi cuenta…'))
    expect(attr(markup, 'button', 'type')).toBe('button')
    expect(attr(markup, 'button', 'class')).toBe(buttonClass({ variant: 'danger-link' }))
  })
})

describe('Notice', () => {
  it('an error interrupts (alert), the other tones wait their turn (status), and a quiet one has no role', () => {
    expect(attr(html(h(Notice, { tone: 'error' }, 'No se pudo')), 'div', 'role')).toBe('alert')
    for (const tone of ['info', 'success', 'warning'] as const)
      expect(attr(html(h(Notice, { tone }, 'Hecho')), 'div', 'role')).toBe('status')
    expect(html(h(Notice, { tone: 'error', announce: false }, 'x'))).not.toContain('role=')
  })

  it('says its title first, in bold', () => {
    expect(html(h(Notice, { title: 'Ya tienes acceso' }, h('p', null, 'Detalle')))).toMatch(
      /<p class="font-semibold">Ya tienes acceso<\/p><p>Detalle<\/p>/,
    )
  })
})

describe('Field', () => {
  it('points its label at the control and describes it by its error, then its hint', () => {
    const markup = html(
      h(Field, {
        id: 'email',
        label: 'Email',
        hint: 'El de tu compra',
        error: 'Escribe un email válido',
        children: (control: FieldControl) => h('input', { ...control, className: inputClass(true) }),
      }),
    )
    expect(attr(markup, 'label', 'for')).toBe('email')
    expect(attr(markup, 'input', 'id')).toBe('email')
    expect(attr(markup, 'input', 'aria-invalid')).toBe('true')
    expect(attr(markup, 'input', 'aria-describedby')).toBe('email-error email-hint')
    expect(markup).toContain('id="email-error"')
    expect(markup).toContain('id="email-hint"')
  })

  it('without an error the control is neither invalid nor described by one', () => {
    const markup = html(
      h(Field, { id: 'name', label: 'Nombre', children: (control: FieldControl) => h('input', control) }),
    )
    expect(markup).not.toContain('aria-invalid')
    expect(markup).not.toContain('aria-describedby')
    expect(markup).not.toContain('field-error')
  })
})

describe('Checkbox', () => {
  it('labels the box, describes it by its hint, and keeps an empty live line for its error', () => {
    const markup = html(h(Checkbox, { id: 'terms', label: 'Acepto las condiciones', hint: 'Léelas antes', error: '' }))
    expect(attr(markup, 'input', 'type')).toBe('checkbox')
    expect(attr(markup, 'label', 'for')).toBe('terms')
    expect(attr(markup, 'input', 'aria-describedby')).toBe('terms-hint')
    expect(markup).not.toContain('aria-invalid')
    expect(markup).toMatch(/<p id="terms-error" aria-live="polite"[^>]*><\/p>/)
  })

  it('with an error: invalid, described by it, and the live line says it', () => {
    const markup = html(h(Checkbox, { id: 'terms', label: 'Acepto', error: 'Debes aceptar las condiciones' }))
    expect(attr(markup, 'input', 'aria-invalid')).toBe('true')
    expect(attr(markup, 'input', 'aria-describedby')).toBe('terms-error')
    expect(markup).toMatch(/<p id="terms-error" aria-live="polite"[^>]*>Debes aceptar las condiciones<\/p>/)
  })

  it('with no error given, no error line', () => {
    expect(html(h(Checkbox, { label: 'Necesito factura' }))).not.toContain('aria-live')
  })
})
